package digitalinvite

// SetDailySendLimit lowers the daily send limit for one test and restores it afterwards.
func SetDailySendLimit(t interface{ Cleanup(func()) }, n int) {
	old := dailySendLimit
	dailySendLimit = n
	t.Cleanup(func() { dailySendLimit = old })
}
