// Package crud is the HTTP side the planner lists share (guests, checklist, ceremonies, gifts,
// godparents): list, create, partial update and delete of one wedding's rows. The wedding always
// comes from the session (routes sit behind auth.Require), never from the request.
package crud

import (
	"context"
	"net/http"

	"github.com/aceito/aceito/internal/auth"
	"github.com/aceito/aceito/internal/httpx"
)

// Store is what a feature's store offers; every method is scoped by the wedding.
type Store[T, In any] interface {
	List(ctx context.Context, weddingID string) ([]T, error)
	Create(ctx context.Context, weddingID string, in In) (T, error)
	// Update applies change to the stored row's input inside its transaction.
	Update(ctx context.Context, weddingID, id string, change func(*In) error) (T, error)
	Delete(ctx context.Context, weddingID, id string) error
}

// Input is a request body: trimmed and defaulted by Normalize, then checked by Validate.
type Input[In any] interface {
	*In
	Normalize()
	Validate() error
}

// Handler answers GET, POST, PATCH /{id} and DELETE /{id} of one list.
type Handler[T, In any, P Input[In]] struct {
	Store   Store[T, In]
	ListKey string // the list's JSON key: {"godparents": [...]}
}

// List answers GET: {ListKey: rows}.
func (h Handler[T, In, P]) List(w http.ResponseWriter, r *http.Request) error {
	rows, err := h.Store.List(r.Context(), auth.MustIdentity(r.Context()).WeddingID)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, map[string][]T{h.ListKey: rows})
}

// Create answers POST with the new row (201).
func (h Handler[T, In, P]) Create(w http.ResponseWriter, r *http.Request) error {
	var in In
	if err := httpx.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	P(&in).Normalize()
	if err := P(&in).Validate(); err != nil {
		return err
	}
	row, err := h.Store.Create(r.Context(), auth.MustIdentity(r.Context()).WeddingID, in)
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusCreated, row)
}

// Update answers PATCH /{id}: the fields present in the body replace the stored ones (a list
// replaces the whole list), and the result is validated as a whole.
func (h Handler[T, In, P]) Update(w http.ResponseWriter, r *http.Request) error {
	body, err := httpx.ReadBody(w, r)
	if err != nil {
		return err
	}
	row, err := h.Store.Update(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id"), func(in *In) error {
		if err := httpx.Unmarshal(body, in); err != nil {
			return err
		}
		P(in).Normalize()
		return P(in).Validate()
	})
	if err != nil {
		return err
	}
	return httpx.WriteJSON(w, http.StatusOK, row)
}

// Delete answers DELETE /{id} (204).
func (h Handler[T, In, P]) Delete(w http.ResponseWriter, r *http.Request) error {
	if err := h.Store.Delete(r.Context(), auth.MustIdentity(r.Context()).WeddingID, r.PathValue("id")); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
