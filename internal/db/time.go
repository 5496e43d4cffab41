package db

import (
	"database/sql"
	"fmt"
	"time"
)

// sqliteTimeLayout is how the SQLite driver writes a time.Time (DSN _time_format=sqlite).
const sqliteTimeLayout = "2006-01-02 15:04:05.999999999-07:00"

// ScanTime returns a Scanner that reads an instant column into t on either engine:
// PostgreSQL's driver yields a time.Time, SQLite the text the driver wrote. NULL gives the zero
// time. The result is always in UTC.
func ScanTime(t *time.Time) sql.Scanner { return timeScanner{t} }

type timeScanner struct{ t *time.Time }

func (s timeScanner) Scan(src any) error {
	switch v := src.(type) {
	case nil:
		*s.t = time.Time{}
	case time.Time:
		*s.t = v.UTC()
	case string:
		return s.parse(v)
	case []byte:
		return s.parse(string(v))
	default:
		return fmt.Errorf("db.ScanTime: unsupported type %T", src)
	}
	return nil
}

func (s timeScanner) parse(v string) error {
	if t, ok := parseUTC(v); ok {
		*s.t = t
		return nil
	}
	t, err := time.Parse(sqliteTimeLayout, v)
	if err != nil {
		return fmt.Errorf("db.ScanTime: %w", err)
	}
	*s.t = t.UTC()
	return nil
}

// parseUTC is the fast path for the only form we write, "YYYY-MM-DD HH:MM:SS[.f…]+00:00": the
// guest list reads two instants per row, and time.Parse was a visible share of its CPU profile.
func parseUTC(v string) (time.Time, bool) {
	n := len(v)
	if n < 25 || v[n-6:] != "+00:00" || v[4] != '-' || v[7] != '-' || v[10] != ' ' || v[13] != ':' || v[16] != ':' {
		return time.Time{}, false
	}
	num := func(s string) (int, bool) {
		x := 0
		for i := 0; i < len(s); i++ {
			c := s[i]
			if c < '0' || c > '9' {
				return 0, false
			}
			x = x*10 + int(c-'0')
		}
		return x, true
	}
	year, ok1 := num(v[0:4])
	month, ok2 := num(v[5:7])
	day, ok3 := num(v[8:10])
	hour, ok4 := num(v[11:13])
	minute, ok5 := num(v[14:16])
	sec, ok6 := num(v[17:19])
	if !(ok1 && ok2 && ok3 && ok4 && ok5 && ok6) {
		return time.Time{}, false
	}
	nsec := 0
	if frac := v[19 : n-6]; frac != "" {
		if frac[0] != '.' || len(frac) < 2 || len(frac) > 10 {
			return time.Time{}, false
		}
		f, ok := num(frac[1:])
		if !ok {
			return time.Time{}, false
		}
		for i := len(frac) - 1; i < 9; i++ {
			f *= 10
		}
		nsec = f
	} else if n != 25 {
		return time.Time{}, false
	}
	t := time.Date(year, time.Month(month), day, hour, minute, sec, nsec, time.UTC)
	if t.Month() != time.Month(month) || t.Day() != day || t.Hour() != hour || t.Minute() != minute || t.Second() != sec {
		return time.Time{}, false // out-of-range fields normalised by time.Date
	}
	return t, true
}

// ScanDate reads a nullable calendar-date column as YYYY-MM-DD on either engine: PostgreSQL's
// driver yields a time.Time for DATE, SQLite the text that was written.
func ScanDate(dst **string) sql.Scanner { return dateScanner{dst} }

type dateScanner struct{ dst **string }

func (s dateScanner) Scan(src any) error {
	switch v := src.(type) {
	case nil:
		*s.dst = nil
	case time.Time:
		d := v.Format(time.DateOnly)
		*s.dst = &d
	case string:
		*s.dst = &v
	case []byte:
		d := string(v)
		*s.dst = &d
	default:
		return fmt.Errorf("db.ScanDate: unsupported type %T", src)
	}
	return nil
}
