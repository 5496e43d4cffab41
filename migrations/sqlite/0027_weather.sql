-- Rain alerts (issue 12 §3): the venue's city the couple picked (geocoding search) with the
-- ceremony time, and a cache of forecasts per place (coordinates rounded to 0.01°), forecast day
-- and the São Paulo day it was fetched on. Only coordinates and dates go to the provider.
CREATE TABLE weather_venues (
    wedding_id    TEXT PRIMARY KEY REFERENCES weddings (id) ON DELETE CASCADE,
    name          TEXT NOT NULL CHECK (name <> ''),
    state         TEXT NOT NULL,
    country       TEXT NOT NULL,
    latitude      REAL NOT NULL CHECK (latitude BETWEEN -90 AND 90),
    longitude     REAL NOT NULL CHECK (longitude BETWEEN -180 AND 180),
    ceremony_time TEXT NOT NULL,
    updated_at    TEXT NOT NULL
);

CREATE TABLE weather_forecasts (
    place      TEXT NOT NULL,
    day        TEXT NOT NULL,
    fetched_on TEXT NOT NULL,
    forecast   TEXT NOT NULL,
    PRIMARY KEY (place, day, fetched_on)
);
CREATE INDEX weather_forecasts_fetched_on ON weather_forecasts (fetched_on);
