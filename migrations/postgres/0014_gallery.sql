-- The inspiration gallery (part 2 §2, §3 gallery). The files live in the blob store under
-- server-made keys ({wedding_id}/gallery/{uuid}.{ext} and its -thumb); public_token (set only for
-- public items, 128 random bits, hex) is the unguessable part of the item's public URL.
CREATE TABLE gallery_images (
    id            TEXT PRIMARY KEY,
    wedding_id    TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    titulo        TEXT NOT NULL CHECK (titulo <> ''),
    descricao     TEXT,
    categoria     TEXT NOT NULL CHECK (categoria IN ('decoracao', 'vestidos', 'bolos', 'flores', 'local', 'convites', 'outros')),
    publico       BOOLEAN NOT NULL DEFAULT FALSE,
    public_token  TEXT UNIQUE,
    image_key     TEXT NOT NULL,
    content_type  TEXT NOT NULL,
    size_bytes    BIGINT NOT NULL CHECK (size_bytes > 0),
    width         INTEGER NOT NULL CHECK (width > 0),
    height        INTEGER NOT NULL CHECK (height > 0),
    thumb_key     TEXT NOT NULL,
    thumb_type    TEXT NOT NULL,
    thumb_size    BIGINT NOT NULL CHECK (thumb_size > 0),
    created_at    TIMESTAMPTZ NOT NULL
);
CREATE INDEX gallery_images_wedding_created ON gallery_images (wedding_id, created_at DESC, id);
