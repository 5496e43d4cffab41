package main

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// signUp creates an account on the server at base and signs client in to it, as a person does:
// sign-up, then the 'Confirme seu e-mail' link, read from the outbox through the test endpoint
// (the server runs with ACEITO_TEST_ENDPOINTS=true).
func signUp(t *testing.T, client *http.Client, base, email string) {
	t.Helper()
	res, err := client.Post(base+"/api/auth/signup", "application/json",
		strings.NewReader(`{"email":"`+email+`","password":"Segredo123","first_name":"Ana","last_name":"Souza"}`))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusAccepted {
		t.Fatalf("sign-up: %d", res.StatusCode)
	}
	res, err = client.Get(base + "/api/test/outbox?to=" + url.QueryEscape(email))
	if err != nil {
		t.Fatal(err)
	}
	var box struct {
		Messages []struct{ Subject, Body string }
	}
	err = json.NewDecoder(res.Body).Decode(&box)
	res.Body.Close()
	if err != nil {
		t.Fatalf("outbox: %v", err)
	}
	var token string
	for _, m := range box.Messages {
		if _, rest, ok := strings.Cut(m.Body, "/auth/confirmar?token="); ok && m.Subject == "Confirme seu e-mail" {
			token, _, _ = strings.Cut(rest, "\n")
			break
		}
	}
	if token, err = url.QueryUnescape(token); err != nil || token == "" {
		t.Fatalf("no confirmation link for %s: %v", email, err)
	}
	res, err = client.Post(base+"/api/auth/signup/confirm", "application/json", strings.NewReader(`{"token":"`+token+`"}`))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("sign-up confirmation: %d", res.StatusCode)
	}
}
