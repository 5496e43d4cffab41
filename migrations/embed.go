// Package migrations embeds the SQL migrations of both dialects. Files are named
// NNNN_name.sql; both folders must hold the same numbers (a test checks it).
package migrations

import "embed"

// FS holds sqlite/*.sql and postgres/*.sql.
//
//go:embed sqlite/*.sql postgres/*.sql
var FS embed.FS
