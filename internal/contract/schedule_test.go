package contract_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/aceito/aceito/internal/app/apptest"
	"github.com/aceito/aceito/internal/contract"
)

type payment struct {
	ID          string
	AmountCents int64  `json:"amount_cents"`
	DueDate     string `json:"due_date"`
	Status      string
	Notes       *string
	ContractID  *string `json:"contract_id"`
}

func paymentsOf(t *testing.T, c *apptest.Client, contractID string) []payment {
	t.Helper()
	var out struct{ Reminders []payment }
	res := c.Do("GET", "/api/payment-reminders", nil)
	if res.Status != http.StatusOK {
		t.Fatalf("reminders: %d %s", res.Status, res.Body)
	}
	res.JSON(t, &out)
	var mine []payment
	for _, p := range out.Reminders {
		if p.ContractID != nil && *p.ContractID == contractID {
			mine = append(mine, p)
		}
	}
	return mine
}

func spentOf(t *testing.T, c *apptest.Client, category string) int64 {
	t.Helper()
	var b struct {
		SpentCents int64 `json:"spent_cents"`
		Categories []struct {
			Nome       string
			SpentCents int64 `json:"spent_cents"`
		}
	}
	c.Do("GET", "/api/budget", nil).JSON(t, &b)
	for _, cat := range b.Categories {
		if cat.Nome == category {
			return cat.SpentCents
		}
	}
	t.Fatalf("no category %q", category)
	return 0
}

// TestContractScheduleMakesPaymentsAndSpends: a contract with a sinal and 3 parcelas is 4 payment
// reminders; paying one adds it to the contract's budget category, unpaying takes it back;
// editing the contract moves the unpaid ones and keeps the paid one; deleting it removes the
// unpaid ones and keeps the paid one as history.
func TestContractScheduleMakesPaymentsAndSpends(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	if res := c.Do("PUT", "/api/budget", map[string]any{"total_cents": 10000000,
		"categories": []map[string]any{{"nome": "Buffet", "percent_tenths": 1000, "spent_cents": 50000}}}); res.Status != http.StatusOK {
		t.Fatalf("budget: %d %s", res.Status, res.Body)
	}
	res := c.PostMultipart("/api/contracts", [][2]string{{"fornecedor", "Buffet Sabor"}, {"valor_cents", "1000000"},
		{"budget_category", "Buffet"}, {"sinal_cents", "300000"}, {"sinal_vencimento", "2027-01-10"},
		{"parcelas", "3"}, {"primeira_parcela", "2027-01-31"}}, nil)
	if res.Status != http.StatusCreated {
		t.Fatalf("create: %d %s", res.Status, res.Body)
	}
	var k contract.Contract
	res.JSON(t, &k)
	if k.Parcelas != 3 || k.Payments.Count != 4 || k.Payments.Paid != 0 || k.BudgetCategory == nil || *k.BudgetCategory != "Buffet" {
		t.Fatalf("contract: %+v", k)
	}
	ps := paymentsOf(t, c, k.ID)
	type want struct {
		amount int64
		due    string
		note   string
	}
	wants := []want{{300000, "2027-01-10", "Sinal do contrato"}, {233333, "2027-01-31", "Parcela 1 de 3 do contrato"},
		{233333, "2027-02-28", "Parcela 2 de 3 do contrato"}, {233334, "2027-03-31", "Parcela 3 de 3 do contrato"}}
	if len(ps) != len(wants) {
		t.Fatalf("payments: %+v", ps)
	}
	for i, w := range wants {
		if ps[i].AmountCents != w.amount || ps[i].DueDate != w.due || ps[i].Notes == nil || *ps[i].Notes != w.note || ps[i].Status != "pending" {
			t.Fatalf("payment %d: %+v, want %+v", i, ps[i], w)
		}
	}

	// Paying the sinal adds it to Buffet's spent; unpaying takes it back; paying again adds once.
	pay := func(id string) int {
		t.Helper()
		return c.Do("POST", "/api/payment-reminders/"+id+"/status", map[string]any{"status": "paid"}).Status
	}
	if st := pay(ps[0].ID); st != http.StatusOK {
		t.Fatalf("pay: %d", st)
	}
	if got := spentOf(t, c, "Buffet"); got != 350000 {
		t.Fatalf("spent after paying the sinal: %d", got)
	}
	// 'Marcar como pendente' (the reminder's edit): the sinal's amount leaves the spent value.
	if res := c.Do("PUT", "/api/payment-reminders/"+ps[0].ID, map[string]any{"supplier_name": "Buffet Sabor", "amount_cents": 300000,
		"due_date": "2027-01-10", "status": "pending", "notification_times": []string{"08:00"}}); res.Status != http.StatusOK {
		t.Fatalf("unpay: %d %s", res.Status, res.Body)
	}
	if got := spentOf(t, c, "Buffet"); got != 50000 {
		t.Fatalf("spent after unpaying: %d", got)
	}
	if st := pay(ps[0].ID); st != http.StatusOK {
		t.Fatalf("pay again: %d", st)
	}
	if st := pay(ps[0].ID); st == http.StatusOK {
		t.Fatal("a paid payment was paid twice")
	}
	if got := spentOf(t, c, "Buffet"); got != 350000 {
		t.Fatalf("spent after paying twice: %d", got)
	}

	// Editing: 2 parcelas from February; the paid sinal stays, the unpaid ones follow.
	res = c.Do("PUT", "/api/contracts/"+k.ID, map[string]any{"fornecedor": "Buffet Sabor & Arte", "valor_cents": 1000000,
		"budget_category": "Buffet", "sinal_cents": 300000, "sinal_vencimento": "2027-01-10", "parcelas": 2, "primeira_parcela": "2027-02-15"})
	if res.Status != http.StatusOK {
		t.Fatalf("edit: %d %s", res.Status, res.Body)
	}
	res.JSON(t, &k)
	if k.Fornecedor != "Buffet Sabor & Arte" || k.Payments.Count != 3 || k.Payments.Paid != 1 || k.Payments.PaidCents != 300000 {
		t.Fatalf("edited: %+v", k)
	}
	ps = paymentsOf(t, c, k.ID)
	if len(ps) != 3 || ps[0].Status != "paid" || ps[1].AmountCents != 350000 || ps[1].DueDate != "2027-02-15" || ps[2].DueDate != "2027-03-15" {
		t.Fatalf("payments after the edit: %+v", ps)
	}

	// Deleting: the unpaid payments go, the paid sinal stays, and so does what it spent.
	if res := c.Do("DELETE", "/api/contracts/"+k.ID, nil); res.Status != http.StatusNoContent {
		t.Fatalf("delete: %d %s", res.Status, res.Body)
	}
	var all struct{ Reminders []payment }
	c.Do("GET", "/api/payment-reminders", nil).JSON(t, &all)
	if len(all.Reminders) != 1 || all.Reminders[0].Status != "paid" || all.Reminders[0].ContractID != nil {
		t.Fatalf("reminders after the delete: %+v", all.Reminders)
	}
	if got := spentOf(t, c, "Buffet"); got != 350000 {
		t.Fatalf("spent after the delete: %d", got)
	}
}

func TestContractScheduleValidation(t *testing.T) {
	s := apptest.New(t)
	c := s.SignUp(t, "casal@exemplo.com")
	for _, tc := range []struct {
		name    string
		fields  [][2]string
		field   string
		message string
	}{
		{"parcelas without a value", [][2]string{{"parcelas", "3"}, {"primeira_parcela", "2027-01-31"}}, "valor_cents",
			"Informe o valor do contrato para dividir em sinal e parcelas."},
		{"sinal above the value", [][2]string{{"valor_cents", "1000"}, {"sinal_cents", "1001"}, {"sinal_vencimento", "2027-01-10"}, {"parcelas", "1"},
			{"primeira_parcela", "2027-01-31"}}, "sinal_cents", ""},
		{"a rest without parcelas", [][2]string{{"valor_cents", "100000"}, {"sinal_cents", "30000"}, {"sinal_vencimento", "2027-01-10"}}, "parcelas",
			"Informe em quantas parcelas será pago o restante (R$ 700,00)."},
		{"25 parcelas", [][2]string{{"valor_cents", "100000"}, {"parcelas", "25"}, {"primeira_parcela", "2027-01-31"}}, "parcelas", ""},
		{"parcelas without a first date", [][2]string{{"valor_cents", "100000"}, {"parcelas", "2"}}, "primeira_parcela",
			"Informe a data de vencimento da primeira parcela."},
		{"more parcelas than centavos", [][2]string{{"valor_cents", "2"}, {"parcelas", "3"}, {"primeira_parcela", "2027-01-31"}}, "parcelas",
			"Não sobra valor para as parcelas depois do sinal."},
		{"an unknown budget category", [][2]string{{"valor_cents", "1000"}, {"budget_category", "Foguetes"}}, "budget_category",
			"Essa categoria não existe no orçamento."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := c.PostMultipart("/api/contracts", append([][2]string{{"fornecedor", "Banda"}}, tc.fields...), nil)
			var e struct {
				Error struct {
					Message string
					Fields  map[string]string
				}
			}
			res.JSON(t, &e)
			if res.Status != http.StatusUnprocessableEntity || e.Error.Fields[tc.field] == "" ||
				(tc.message != "" && e.Error.Message != tc.message) {
				t.Fatalf("%d %s", res.Status, res.Body)
			}
		})
	}
	// 24 parcelas is the most, and nothing of the refused ones was kept.
	res := c.PostMultipart("/api/contracts", [][2]string{{"fornecedor", "Banda"}, {"valor_cents", "2400"}, {"parcelas", "24"},
		{"primeira_parcela", "2027-01-31"}}, nil)
	if res.Status != http.StatusCreated {
		t.Fatalf("24 parcelas: %d %s", res.Status, res.Body)
	}
	var all struct{ Reminders []payment }
	c.Do("GET", "/api/payment-reminders", nil).JSON(t, &all)
	if len(all.Reminders) != 24 || !strings.HasPrefix(*all.Reminders[23].Notes, "Parcela 24 de 24") {
		t.Fatalf("reminders: %d", len(all.Reminders))
	}
}
