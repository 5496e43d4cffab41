// Package api embeds the OpenAPI description of the HTTP API.
package api

import _ "embed"

// OpenAPI is api/openapi.yaml. A test keeps it in step with the routes.
//
//go:embed openapi.yaml
var OpenAPI []byte
