package contract

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// FuzzUpload feeds arbitrary bytes and names through the content check and the name
// sanitising: nothing may panic, an accepted file starts with its kind's signature, and the
// display name and the download header never carry a path, a control character or a quote.
// `go test -fuzz FuzzUpload ./internal/contract` explores further; plain `go test` runs the seeds.
func FuzzUpload(f *testing.F) {
	f.Add([]byte(MinimalPDF), "contrato.pdf")
	f.Add(oleDoc(), `..\..\Windows\system32\x.doc`)
	f.Add(makeZip(f, "[Content_Types].xml", "word/document.xml"), "../../etc/passwd")
	f.Add([]byte("PK\x03\x04garbage"), "a\x00b\r\nContent-Type: text/html.pdf")
	f.Add([]byte{}, "\xff\xfe.docx")
	f.Fuzz(func(t *testing.T, data []byte, name string) {
		kind, ok := Sniff(data)
		if ok {
			switch kind {
			case KindPDF:
				if !strings.HasPrefix(string(data), "%PDF-") {
					t.Fatal("pdf without its header")
				}
			case KindDOC:
				if !strings.HasPrefix(string(data), string(oleHeader)) {
					t.Fatal("doc without the OLE2 header")
				}
			case KindDOCX:
				if !strings.HasPrefix(string(data), "PK\x03\x04") {
					t.Fatal("docx that is not a zip")
				}
			default:
				t.Fatalf("unknown kind %q", kind)
			}
		} else {
			kind = KindPDF
		}
		dn := DisplayName(name, kind)
		if !utf8.ValidString(dn) || strings.ContainsAny(dn, `/\"`) || !strings.HasSuffix(strings.ToLower(dn), "."+string(kind)) {
			t.Fatalf("unsafe display name %q", dn)
		}
		for _, r := range dn {
			if unicode.IsControl(r) {
				t.Fatalf("control character in %q", dn)
			}
		}
		cd := ContentDisposition(dn)
		for i := 0; i < len(cd); i++ {
			if cd[i] < 0x20 || cd[i] > 0x7e {
				t.Fatalf("non-ASCII or control byte in header %q", cd)
			}
		}
		if strings.Count(cd, `"`) != 2 {
			t.Fatalf("quote injected in %q", cd)
		}
	})
}
