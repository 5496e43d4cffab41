package wedding

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/aceito/aceito/internal/apperr"
)

// Version-checked saves (issue 14, README "Edição a dois"). Every whole document a member edits
// as one form (budget, profile, honeymoon, PIX key, a guest's invitation message, the wedding
// site) carries a version integer. GET returns it; a save sends the version it read; the store
// compares it inside the write transaction, after LockForWrite (so two saves of one wedding are
// serialized and cannot both pass the check), and a matching save stores version+1. A document
// without a row yet is version 0.

// ConflictMessage is the pt-BR text of a stale save.
const ConflictMessage = "Outra pessoa alterou estes dados enquanto você editava. Revise e salve de novo."

// ErrStale is what a store returns (rolling its transaction back) when the version sent is not
// the stored one. The handler answers it with Conflict and the current document, read after the
// rollback so the answer is at least as new as what made the save stale.
var ErrStale = errors.New("wedding: stale document version")

// Conflict is the 409 answer to a stale save: code conflict, ConflictMessage, and the current
// document in details.current so the client can merge without another round trip.
func Conflict(current any) error {
	return &apperr.Error{Kind: apperr.KindConflict, Code: "conflict", Message: ConflictMessage,
		Details: map[string]any{"current": current}}
}

// CheckVersion reads the document's stored version with query (one row, one integer column;
// no row is version 0) and compares it with sent. A nil sent skips the check: a client that
// predates versions (a tab opened before the deploy, a script) saves as last writer wins.
// It returns the version the save must store.
func CheckVersion(ctx context.Context, tx *sql.Tx, sent *int64, query string, args ...any) (int64, error) {
	var stored int64
	err := tx.QueryRowContext(ctx, query, args...).Scan(&stored)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("wedding.CheckVersion: %w", err)
	}
	if sent != nil && *sent != stored {
		return 0, ErrStale
	}
	return stored + 1, nil
}
