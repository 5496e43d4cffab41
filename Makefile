# The two commands of the README: `make run` and `make test`. Everything else is a step of theirs.
SHELL := /bin/bash
GO_PKGS = $(shell go list ./... | grep -v /node_modules/)
BIN := bin/aceito

.PHONY: run build web web-deps web-check test test-deps go-check go-test cluster-test e2e e2e-deps bench lighthouse clean

run: build ## build everything and serve on ACEITO_ADDR (default :8080) with SQLite in ./data
	./$(BIN) serve

build: web ## the binary, with the web app embedded
	go build -trimpath -o $(BIN) ./cmd/aceito

web/node_modules/.installed: web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $@

web-deps: web/node_modules/.installed

web: web-deps ## the web app, into web/dist
	cd web && npm run build

web-check: web-deps ## lint, type-check and unit-test the web app
	cd web && npm run lint && npm run typecheck && npm test

test-deps: ## Debian packages the tests need (Chromium, PostgreSQL, nginx), when missing
	scripts/install-test-deps.sh

go-check: ## formatting and vet
	@unformatted=$$(gofmt -l cmd internal migrations api web/embed.go); \
	  if [ -n "$$unformatted" ]; then echo "gofmt needed: $$unformatted"; exit 1; fi
	go vet $(GO_PKGS)

go-test: ## the Go suite on SQLite, then on PostgreSQL
	scripts/test-go.sh

cluster-test: build ## two instances behind nginx on one PostgreSQL and one S3 bucket (docs/deploy.md)
	go run ./cmd/clustertest

e2e/node_modules/.installed: e2e/package-lock.json
	cd e2e && npm ci --no-audit --no-fund
	touch $@

e2e-deps: e2e/node_modules/.installed

e2e: build e2e-deps ## Playwright in Debian's Chromium against the real binary, at 1280 and 375 px
	scripts/e2e.sh

test: test-deps web-check build go-check go-test cluster-test e2e ## every test

lighthouse: build e2e-deps ## Lighthouse mobile performance (>= 90) and gzipped JS (<= 100 kB) of the public pages, scores in e2e/lighthouse-scores.json; never part of `make test`
	cd e2e && node lighthouse.mjs

bench: build ## load benchmark (wrk) of the guest API on SQLite and PostgreSQL; never part of `make test`
	scripts/bench.sh

clean:
	rm -rf bin web/dist web/node_modules e2e/node_modules
