// Package web embeds the built single-page app (web/dist, made by `npm run build`).
package web

import "embed"

// Dist holds the Vite build output under "dist".
//
//go:embed all:dist
var Dist embed.FS
