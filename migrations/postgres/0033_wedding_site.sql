-- The wedding site at /casamento/{slug} and its gifts paid by PIX (issue 13 §5–6). One site per
-- wedding; the slug is unique across weddings. Names and date come from the profile.
CREATE TABLE wedding_sites (
    wedding_id         TEXT PRIMARY KEY REFERENCES weddings (id) ON DELETE CASCADE,
    slug               TEXT NOT NULL UNIQUE,
    published          BOOLEAN NOT NULL DEFAULT FALSE,
    password_hash      TEXT,
    historia           TEXT,
    cerimonia_local    TEXT,
    cerimonia_endereco TEXT,
    cerimonia_horario  TEXT,
    festa_local        TEXT,
    festa_endereco     TEXT,
    festa_horario      TEXT,
    traje              TEXT,
    dicas              TEXT,
    updated_at         TIMESTAMPTZ NOT NULL
);

-- A gift may be split into cotas of equal value (valor_cents / cotas); 1 is the whole gift.
ALTER TABLE gifts ADD COLUMN cotas INTEGER NOT NULL DEFAULT 1 CHECK (cotas BETWEEN 1 AND 100);

-- A guest's 'Já fiz o PIX' for one cota (or the whole gift, cota 1). The unique (gift_id, cota)
-- is what keeps two guests from both taking the last cota. status: 'aguardando' until the
-- couple confirms the money arrived, then 'recebido'.
CREATE TABLE gift_claims (
    id                    TEXT PRIMARY KEY,
    wedding_id            TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    gift_id               TEXT NOT NULL REFERENCES gifts (id) ON DELETE CASCADE,
    cota                  INTEGER NOT NULL CHECK (cota >= 1),
    txid                  TEXT NOT NULL,
    valor_cents           BIGINT CHECK (valor_cents >= 0),
    nome                  TEXT NOT NULL,
    mensagem              TEXT,
    status                TEXT NOT NULL DEFAULT 'aguardando' CHECK (status IN ('aguardando', 'recebido')),
    agradecimento_enviado BOOLEAN NOT NULL DEFAULT FALSE,
    created_at            TIMESTAMPTZ NOT NULL,
    confirmed_at          TIMESTAMPTZ,
    UNIQUE (gift_id, cota)
);
CREATE INDEX gift_claims_wedding_id_created_at ON gift_claims (wedding_id, created_at, id);
