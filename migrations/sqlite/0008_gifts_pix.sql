-- The gift list and the PIX key of each wedding (one per wedding, shown as a QR on the gift list).
CREATE TABLE gifts (
    id               TEXT PRIMARY KEY,
    wedding_id       TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    nome             TEXT NOT NULL,
    descricao        TEXT,
    valor_cents      INTEGER CHECK (valor_cents >= 0),
    status           TEXT NOT NULL DEFAULT 'pendente' CHECK (status IN ('pendente', 'recebido', 'doacao')),
    doador           TEXT,
    data_recebimento TEXT,
    created_at       TEXT NOT NULL,
    updated_at       TEXT NOT NULL
);
CREATE INDEX gifts_wedding_id_created_at ON gifts (wedding_id, created_at, id);

CREATE TABLE pix_info (
    wedding_id        TEXT PRIMARY KEY REFERENCES weddings (id) ON DELETE CASCADE,
    tipo_chave        TEXT NOT NULL CHECK (tipo_chave IN ('email', 'telefone', 'cpf', 'chave_aleatoria')),
    chave_pix         TEXT NOT NULL,
    nome_beneficiario TEXT NOT NULL,
    updated_at        TEXT NOT NULL
);
