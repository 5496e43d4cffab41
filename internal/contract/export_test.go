package contract

import "testing"

// Fixtures for the HTTP tests in package contract_test.
var (
	FixturePDF = []byte(MinimalPDF)
	FixtureDOC = oleDoc()
)

func FixtureZip(t testing.TB, names ...string) []byte { return makeZip(t, names...) }

// SetMaxStoredBytes changes the per-wedding file quota for one test and restores it afterwards.
func SetMaxStoredBytes(t testing.TB, n int64) {
	old := maxStoredBytes
	maxStoredBytes = n
	t.Cleanup(func() { maxStoredBytes = old })
}
