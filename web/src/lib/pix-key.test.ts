import { describe, expect, it } from 'vitest'
import { invalidPixKeyMessage, isValidPixKey, merchantName } from './pix-key'

describe('isValidPixKey', () => {
  it.each([
    ['email', 'noivos@exemplo.com.br', true],
    ['email', ' noivos@exemplo.com ', true],
    ['email', 'noivos@exemplo', false],
    ['email', 'noivos exemplo.com', false],
    ['email', '@exemplo.com', false],
    ['email', `${'a'.repeat(70)}@ex.com`, true],
    ['email', `${'a'.repeat(71)}@ex.com`, false],
    ['telefone', '(11) 98765-4321', true],
    ['telefone', '+55 11 98765-4321', true],
    ['telefone', '12', true],
    ['telefone', '9', false],
    ['telefone', '011987654321', false],
    ['telefone', '1234567890123456', false],
    ['telefone', '11 9abc8765', false],
    ['cpf', '123.456.789-09', true],
    ['cpf', '12345678909', true],
    ['cpf', '1234567890', false],
    ['cpf', '123456789012', false],
    ['chave_aleatoria', '123e4567-e12b-12d1-a456-426655440000', true],
    ['chave_aleatoria', '123E4567-E12B-12D1-A456-426655440000', false],
    ['chave_aleatoria', '123e4567e12b12d1a456426655440000', false],
    ['email', '', false],
  ] as const)('%s %j → %s', (type, key, valid) => {
    expect(isValidPixKey(type, key)).toBe(valid)
  })

  it('names the type in the spec text', () => {
    expect(invalidPixKeyMessage('cpf')).toBe('Chave PIX inválida para o tipo CPF.')
    expect(invalidPixKeyMessage('chave_aleatoria')).toBe('Chave PIX inválida para o tipo chave aleatória.')
  })
})

describe('merchantName', () => {
  it.each([
    ['Fulano de Tal', 'FULANO DE TAL'],
    ['  João   & Ângela  Conceição ', 'JOAO ANGELA CONCEICAO'],
    ['Maria Antonieta de Albuquerque Souza', 'MARIA ANTONIETA DE ALBUQU'],
    ['Maria Antonieta de Albuq Xavier', 'MARIA ANTONIETA DE ALBUQ'],
    ['李明', ''],
  ])('%j → %j', (name, want) => {
    expect(merchantName(name)).toBe(want)
  })
})
