package app

// RouteTable is the route table, for the tests of package app_test that check every route is
// covered (access class, cross-wedding isolation).
func (a *App) RouteTable() []Route { return a.routes() }
