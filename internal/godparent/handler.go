package godparent

import "github.com/aceito/aceito/internal/crud"

// Handler serves /api/godparents: list, create, update and delete, the wedding always taken
// from the session.
type Handler = crud.Handler[Godparent, Input, *Input]

// NewHandler returns a Handler on store.
func NewHandler(store *Store) *Handler {
	return &Handler{Store: store, ListKey: "godparents"}
}
