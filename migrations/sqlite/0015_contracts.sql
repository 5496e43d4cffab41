-- Supplier contracts with an optional attached file (part 2 §3 contracts). The file lives in the
-- blob store under file_key = {wedding_id}/contracts/{uuid}.{ext}, made by the server; file_name
-- is the uploader's name, sanitised, kept only for display and the download name. file_kind is
-- what the content check found (pdf, doc, docx), never what the client declared.
CREATE TABLE contracts (
    id              TEXT PRIMARY KEY,
    wedding_id      TEXT NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
    fornecedor      TEXT NOT NULL,
    descricao       TEXT,
    valor_cents     INTEGER CHECK (valor_cents >= 0),
    prazo_pagamento TEXT,
    status          TEXT NOT NULL DEFAULT 'pendente' CHECK (status IN ('ativo', 'pendente', 'vencido', 'pago', 'cancelado')),
    file_key        TEXT,
    file_name       TEXT,
    file_size       INTEGER,
    file_kind       TEXT CHECK (file_kind IN ('pdf', 'doc', 'docx')),
    created_at      TEXT NOT NULL,
    updated_at      TEXT NOT NULL
);
CREATE INDEX contracts_wedding_created ON contracts (wedding_id, created_at DESC, id);
