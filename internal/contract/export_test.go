package contract

import "testing"

// Fixtures for the HTTP tests in package contract_test.
var (
	FixturePDF = []byte(MinimalPDF)
	FixtureDOC = oleDoc()
)

func FixtureZip(t testing.TB, names ...string) []byte { return makeZip(t, names...) }
