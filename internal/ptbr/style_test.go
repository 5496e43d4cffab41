package ptbr

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The forms docs/pt-br.md forbids in what people read, checked in the web app's sources
// (web/src) and the server's (internal): string literals, JSX text and, in .tsx files, lines of
// plain text. Tests and comments are not scanned.
var forbidden = []struct {
	re   *regexp.Regexp
	rule string
}{
	{regexp.MustCompile(`\bEmail\b`), "'E-mail', never 'Email'"},
	{regexp.MustCompile(`(?i)\b(seu|sua|o|do|de|por|um|pelo|no|novo|outro)\s+email\b`), "'e-mail', never 'email', in a sentence"},
	{regexp.MustCompile(`\bObrigad[oa]s?\b`), "neutral thanks: 'Agradecemos sua resposta', never 'Obrigado(a)'"},
	{regexp.MustCompile(`(?i)\bconvidad[oa]\([oa]\)`), "no '(a)' forms toward a guest: 'Você recebeu um convite'"},
	{regexp.MustCompile(`^\s+(convida você|convida vocês|tem o prazer)`), "the verb follows a subject written before it: use ptbr.Agree / agree()"},
	{regexp.MustCompile(`(%s|\$\{[^}]*\}) (convida|tem o prazer)\b`), "a variable subject takes ptbr.Agree / agree(), not a singular verb"},
	{regexp.MustCompile(`\b\p{Lu}\p{Ll}+ (e|&) \p{Lu}\p{Ll}+ (convida|tem)\b`), "two hosts: 'convidam', 'têm'"},
}

// styleExceptions are texts the spec requires verbatim (spec texts win where issue 18 does not
// say otherwise): file (relative to the repository) and the exact text.
var styleExceptions = []struct{ file, text, why string }{
	{"web/src/features/auth/api/schemas.ts", "Email é obrigatório", "spec part-1 §5 Validation, Login"},
	{"web/src/features/auth/api/schemas.ts", "Email inválido", "spec part-1 §5 Validation, Login"},
	{"web/src/features/auth/components/sign-in-form.tsx", "Email", "spec part-1 §2 Auth: 'Email and password fields', with the Login texts above"},
	{"web/src/features/auth/components/sign-up-form.tsx", "Email", "spec part-1 §2 Auth, as the sign-in form"},
	{"web/src/features/auth/components/forgot-password-form.tsx", "Email", "spec part-1 §2 Auth, as the sign-in form"},
	{"web/src/features/landing/components/pre-checkout-form.tsx", "Email obrigatório", "spec part-1 §5 Validation and §6 Toasts, Pre-checkout"},
	{"web/src/features/landing/components/pre-checkout-form.tsx", "Por favor, preencha seu email.", "spec part-1 §5 Validation and §6 Toasts, Pre-checkout"},
	{"web/src/features/guests/components/guest-form-dialog.tsx", "Email", "spec part-1 §2 Guests: add/edit form 'Nome*, Email, Telefone, Mesa'"},
	{"web/src/features/rsvp/rsvp-guest-page.tsx", "Presença confirmada! Obrigado.", "issue 13 Texts, 'use as written'"},
}

var (
	literal  = regexp.MustCompile("'(?:[^'\\\\\n]|\\\\.)*'|\"(?:[^\"\\\\\n]|\\\\.)*\"|`(?:[^`\\\\]|\\\\.)*`")
	jsxText  = regexp.MustCompile(`[>}]([^<>{}=;]+)`)
	textLine = regexp.MustCompile(`^\p{L}[^=(){};<>]*$`)
)

// segments are the pieces of a source line that a person may read.
func segments(line string, tsx bool) []string {
	var out []string
	for _, l := range literal.FindAllString(line, -1) {
		out = append(out, l[1:len(l)-1])
	}
	if tsx {
		for _, m := range jsxText.FindAllStringSubmatch(line, -1) {
			out = append(out, m[1])
		}
		if t := strings.TrimSpace(line); textLine.MatchString(t) {
			out = append(out, t)
		}
	}
	return out
}

func excepted(file, seg string) bool {
	for _, e := range styleExceptions {
		if file == e.file && strings.TrimSpace(seg) == e.text {
			return true
		}
	}
	return false
}

func TestTextsFollowThePtBRStyleSheet(t *testing.T) {
	root := filepath.Join("..", "..")
	var files []string
	for _, dir := range []string{"web/src", "internal"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			name := d.Name()
			if d.IsDir() {
				if name == "test" || name == "testdata" || name == "node_modules" {
					return filepath.SkipDir
				}
				return nil
			}
			switch {
			case strings.HasSuffix(name, "_test.go"), strings.Contains(name, ".test."), strings.HasSuffix(name, ".d.ts"):
			case strings.HasSuffix(name, ".go"), strings.HasSuffix(name, ".ts"), strings.HasSuffix(name, ".tsx"):
				files = append(files, p)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(files) < 100 {
		t.Fatalf("scanned only %d files: wrong root?", len(files))
	}
	used := map[int]bool{}
	for _, p := range files {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		rel := filepath.ToSlash(strings.TrimPrefix(p, root+string(filepath.Separator)))
		tsx := strings.HasSuffix(p, ".tsx")
		for n, line := range strings.Split(string(src), "\n") {
			if c := strings.TrimSpace(line); strings.HasPrefix(c, "//") || strings.HasPrefix(c, "*") || strings.HasPrefix(c, "/*") {
				continue
			}
			for _, seg := range segments(line, tsx) {
				for _, f := range forbidden {
					if !f.re.MatchString(seg) {
						continue
					}
					if excepted(rel, seg) {
						for i, e := range styleExceptions {
							if rel == e.file && strings.TrimSpace(seg) == e.text {
								used[i] = true
							}
						}
						continue
					}
					t.Errorf("%s:%d: %q breaks docs/pt-br.md: %s", rel, n+1, strings.TrimSpace(seg), f.rule)
				}
			}
		}
	}
	for i, e := range styleExceptions {
		if !used[i] {
			t.Errorf("exception %q in %s matches nothing any more: remove it", e.text, e.file)
		}
	}
}

// TestTheStyleCheckCatches keeps the check honest: each forbidden form is found.
func TestTheStyleCheckCatches(t *testing.T) {
	for _, c := range []struct {
		line string
		tsx  bool
	}{
		{`label="Email"`, true},
		{`toast.error('Erro', { description: 'Confira seu email.' })`, true},
		{`const thanks = 'Obrigado por responder.'`, false},
		{`subject = "Convite: " + who + " convida você"`, false},
		{`fmt.Fprintf(&b, "%s tem o prazer de convidar você", who)`, false},
		{"`${couple} convida você`", true},
		{`<strong>{inviter}</strong> tem o prazer de convidar você.`, true},
		{`"Ana e Bruno convida você"`, false},
		{`          Obrigada por confirmar!`, true},
		{`<p className="uppercase">Você está convidado(a)</p>`, true},
		{`subject := "Convite: você está convidado(a)"`, false},
	} {
		found := false
		for _, seg := range segments(c.line, c.tsx) {
			for _, f := range forbidden {
				found = found || f.re.MatchString(seg)
			}
		}
		if !found {
			t.Errorf("not caught: %s", c.line)
		}
	}
}
