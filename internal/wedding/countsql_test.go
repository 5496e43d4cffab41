package wedding_test

import (
	"context"
	"database/sql"
	"testing"

	"github.com/aceito/aceito/internal/db/dbtest"
	"github.com/aceito/aceito/internal/wedding"
)

// A wedding that does not exist has 0 rows of every list, as counting them gave, not a NULL
// that fails the scan (a 500).
func TestCheckRowCapOfAMissingWedding(t *testing.T) {
	d := dbtest.New(t)
	ctx := context.Background()
	if err := d.InTx(ctx, func(tx *sql.Tx) error {
		return wedding.CheckRowCap(ctx, tx, wedding.Guests, "nao-existe")
	}); err != nil {
		t.Fatalf("CheckRowCap of a missing wedding: %v", err)
	}
}
