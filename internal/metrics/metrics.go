// Package metrics holds the server's Prometheus registry and the series it exposes on the
// private ACEITO_METRICS_ADDR listener (never on the public address). One Metrics is made per
// app (no global registry), so tests can build several apps side by side.
//
// Cardinality is bounded on purpose: HTTP requests are labelled by the router's pattern (never
// the raw path) and the status code, not the method (any token is a valid method); caches by
// their name, not by wedding; rate-limit refusals by rule name.
package metrics

import (
	"context"
	"database/sql"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics is the registry and the series recorded as things happen.
type Metrics struct {
	Registry *prometheus.Registry

	httpDuration *prometheus.HistogramVec
	// RateLimitRefusals counts 429s by rule (ratelimit.Rule.Name).
	RateLimitRefusals *prometheus.CounterVec
	// SchedulerLag is how late the last scheduler tick started after its due minute.
	SchedulerLag prometheus.Gauge
	// SchedulerLastTick is when the last tick started (Unix seconds): a stopped scheduler shows
	// as a value that stops moving.
	SchedulerLastTick prometheus.Gauge
	// MailDeliveries counts this instance's delivery attempts by result: sent, retry (a
	// temporary failure, tried again later) or failed (given up).
	MailDeliveries *prometheus.CounterVec
}

// New makes a registry with the Go runtime and process collectors and the app's series.
func New() *Metrics {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	m := &Metrics{
		Registry: reg,
		httpDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "aceito_http_request_duration_seconds",
			Help:    "Time to answer an HTTP request, by route pattern and status code.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}, []string{"route", "status"}),
		RateLimitRefusals: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "aceito_rate_limit_refusals_total",
			Help: "Requests refused with 429 by a rate limit, by rule.",
		}, []string{"rule"}),
		SchedulerLag: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "aceito_scheduler_lag_seconds",
			Help: "How late the last scheduler tick started after the minute it was due.",
		}),
		SchedulerLastTick: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "aceito_scheduler_last_tick_timestamp_seconds",
			Help: "When the last scheduler tick started, in Unix seconds.",
		}),
		MailDeliveries: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "aceito_mail_deliveries_total",
			Help: "E-mail delivery attempts by this instance, by result: sent, retry or failed (given up).",
		}, []string{"result"}),
	}
	reg.MustRegister(m.httpDuration, m.RateLimitRefusals, m.SchedulerLag, m.SchedulerLastTick, m.MailDeliveries)
	return m
}

// Handler serves the exposition format; mount it only on the private metrics listener.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.Registry, promhttp.HandlerOpts{Registry: m.Registry})
}

// statusText holds the label of every status net/http can send, so observing allocates none.
var statusText = func() (s [600]string) {
	for i := range s {
		s[i] = strconv.Itoa(i)
	}
	return s
}()

// ObserveHTTP records one answered request. route is the router's pattern ("" when no route
// was matched, e.g. a request refused before routing, labelled "none").
func (m *Metrics) ObserveHTTP(route string, status int, d time.Duration) {
	if route == "" {
		route = "none"
	}
	code := "other"
	if status >= 100 && status < len(statusText) {
		code = statusText[status]
	}
	m.httpDuration.WithLabelValues(route, code).Observe(d.Seconds())
}

// DB adds the connection pool's statistics (sql.DBStats) as the go_sql_* series, labelled
// db_name="aceito": open, in use, idle, max open, and waits (count and total time).
func (m *Metrics) DB(d *sql.DB) {
	m.Registry.MustRegister(collectors.NewDBStatsCollector(d, "aceito"))
}

// CacheStats reads a cache's hit and miss counts (cache.Versioned.Stats).
type CacheStats func() (hits, misses uint64)

// Caches exposes the per-wedding response caches' hits and misses, labelled by cache name.
func (m *Metrics) Caches(caches map[string]CacheStats) {
	m.Registry.MustRegister(cacheCollector(caches))
}

var (
	cacheHits = prometheus.NewDesc("aceito_cache_hits_total",
		"Reads answered from a per-wedding response cache, by cache.", []string{"cache"}, nil)
	cacheMisses = prometheus.NewDesc("aceito_cache_misses_total",
		"Reads a per-wedding response cache could not answer (built from the database), by cache.", []string{"cache"}, nil)
)

type cacheCollector map[string]CacheStats

func (c cacheCollector) Describe(ch chan<- *prometheus.Desc) { ch <- cacheHits; ch <- cacheMisses }

func (c cacheCollector) Collect(ch chan<- prometheus.Metric) {
	for name, stats := range c {
		hits, misses := stats()
		ch <- prometheus.MustNewConstMetric(cacheHits, prometheus.CounterValue, float64(hits), name)
		ch <- prometheus.MustNewConstMetric(cacheMisses, prometheus.CounterValue, float64(misses), name)
	}
}

// OpenStreams exposes the number of open Server-Sent Events streams on this instance.
func (m *Metrics) OpenStreams(count func() int) {
	m.Registry.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "aceito_sse_open_streams",
		Help: "Server-Sent Events streams open on this instance.",
	}, func() float64 { return float64(count()) }))
}

// Backlog reads the e-mail outbox: messages waiting to be sent (neither sent nor given up) and
// the age of the oldest of them (0 when none).
type Backlog func(ctx context.Context) (pending int, oldest time.Duration, err error)

// Outbox exposes the e-mail outbox backlog, read from the database at each scrape (shared by
// all instances: aggregate with max, not sum).
func (m *Metrics) Outbox(read Backlog) {
	m.Registry.MustRegister(outboxCollector{read: read})
}

var (
	outboxPending = prometheus.NewDesc("aceito_outbox_pending_messages",
		"E-mails in the outbox neither sent nor given up (the whole database, not this instance).", nil, nil)
	outboxOldest = prometheus.NewDesc("aceito_outbox_oldest_pending_age_seconds",
		"Age of the oldest e-mail waiting in the outbox; 0 when none waits.", nil, nil)
)

type outboxCollector struct{ read Backlog }

func (c outboxCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- outboxPending
	ch <- outboxOldest
}

func (c outboxCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	pending, oldest, err := c.read(ctx)
	if err != nil {
		ch <- prometheus.NewInvalidMetric(outboxPending, err)
		return
	}
	ch <- prometheus.MustNewConstMetric(outboxPending, prometheus.GaugeValue, float64(pending))
	ch <- prometheus.MustNewConstMetric(outboxOldest, prometheus.GaugeValue, oldest.Seconds())
}
