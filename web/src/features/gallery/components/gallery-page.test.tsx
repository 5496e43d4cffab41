import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { mockApi, signedIn, type MockHandler, type MockResponse } from '@/test/mock-api'
import { renderApp } from '@/test/render'
import type { GalleryImage } from '../api/schemas'

function image(overrides: Partial<GalleryImage> & Pick<GalleryImage, 'id' | 'titulo'>): GalleryImage {
  return {
    descricao: null,
    categoria: 'decoracao',
    publico: false,
    content_type: 'image/png',
    size_bytes: 1024,
    width: 800,
    height: 600,
    image_url: `/api/gallery/${overrides.id}/image`,
    thumb_url: `/api/gallery/${overrides.id}/thumb`,
    public_url: null,
    created_at: '2026-11-22T10:00:00Z',
    ...overrides,
  }
}

/** A stateful fake of the gallery API with an essencial cap of `limit`. */
type GalleryApiOptions = {
  limit?: number
  failDelete?: () => boolean
  overrides?: Record<string, MockResponse | MockHandler>
}

function galleryApi(start: GalleryImage[], { limit = 10, failDelete = () => false, overrides = {} }: GalleryApiOptions = {}) {
  let images = [...start]
  const uploads: FormData[] = []
  const api = mockApi({
    'GET /api/session': signedIn,
    'GET /api/gallery': () => ({
      status: 200,
      body: { images, usage: images.length, limit, plan: 'essencial', plan_name: 'Essencial' },
    }),
    'POST /api/gallery': ({ body }) => {
      const form = body as FormData
      uploads.push(form)
      const created = image({
        id: `n${images.length + 1}`,
        titulo: String(form.get('titulo')),
        categoria: form.get('categoria') as GalleryImage['categoria'],
        publico: form.get('publico') === 'true',
      })
      images = [created, ...images]
      return { status: 201, body: created }
    },
    'DELETE /api/gallery/:id': ({ params }) => {
      if (failDelete()) return { status: 500, body: { error: { code: 'internal', message: 'Erro inesperado.' } } }
      images = images.filter((im) => im.id !== params.id)
      return { status: 204 }
    },
    ...overrides,
  })
  return { ...api, uploads }
}

const pngFile = (size = 100) => new File([new Uint8Array(size)], 'foto.png', { type: 'image/png' })

async function openGallery() {
  const rendered = renderApp('/app/gallery')
  // Whole-app render on a busy shared machine: a generous first wait, as the planning tests do.
  await screen.findByRole('heading', { name: 'Galeria de Inspirações', level: 1 }, { timeout: 10_000 })
  return rendered
}

describe('gallery page', () => {
  it('shows the empty state', async () => {
    galleryApi([])
    await openGallery()
    expect(await screen.findByText('Nenhuma imagem ainda')).toBeInTheDocument()
    expect(screen.getByTestId('gallery-usage')).toHaveTextContent('0/10 imagens no plano Essencial')
  })

  it('shows thumbnails with alt text, the public badge, and filters by category', async () => {
    galleryApi([
      image({ id: 'a', titulo: 'Arco de flores', categoria: 'flores', publico: true, public_url: '/api/public/gallery/abc' }),
      image({ id: 'b', titulo: 'Bolo branco', categoria: 'bolos' }),
    ])
    const { user } = await openGallery()
    const thumb = await screen.findByRole('img', { name: 'Arco de flores' })
    expect(thumb).toHaveAttribute('src', '/api/gallery/a/thumb')
    expect(thumb).toHaveAttribute('loading', 'lazy')
    const cards = screen.getAllByTestId('gallery-card')
    expect(within(cards[0]!).getByText('Pública')).toBeInTheDocument()
    expect(within(cards[1]!).queryByText('Pública')).not.toBeInTheDocument()

    const chips = screen.getByRole('group', { name: 'Filtrar por categoria' })
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Todos', 'Decoração', 'Vestidos', 'Bolos', 'Flores', 'Local', 'Convites', 'Outros',
    ])
    await user.click(within(chips).getByRole('button', { name: 'Bolos' }))
    expect(within(chips).getByRole('button', { name: 'Bolos' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByRole('img', { name: 'Arco de flores' })).not.toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Bolo branco' })).toBeInTheDocument()
    await user.click(within(chips).getByRole('button', { name: 'Convites' }))
    expect(screen.getByText('Nenhuma imagem nesta categoria.')).toBeInTheDocument()
  })

  it('copies the public link', async () => {
    galleryApi([image({ id: 'a', titulo: 'Arco', publico: true, public_url: '/api/public/gallery/abc' })])
    const { user } = await openGallery()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await user.click(await screen.findByRole('button', { name: 'Copiar link público' }))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/api/public/gallery/abc`)
    expect(await screen.findByText('Copiado!')).toBeInTheDocument()
  })

  it('validates the dialog with the spec texts and sends nothing', async () => {
    const api = galleryApi([])
    const { user } = await openGallery()
    await user.click(screen.getByRole('button', { name: 'Adicionar Imagem' }))
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Imagem' })
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }))
    expect(await screen.findByText('Arquivo obrigatório')).toBeInTheDocument()
    expect(within(dialog).getByText('Por favor, selecione uma imagem.')).toBeInTheDocument()
    expect(within(dialog).getByText('Por favor, informe o título da imagem.')).toBeInTheDocument()
    // 'Outros' is the category until another is picked.
    expect(within(dialog).getByLabelText('Categoria*')).toHaveValue('outros')
    expect(within(dialog).queryByText('Por favor, selecione uma categoria.')).not.toBeInTheDocument()

    await user.upload(within(dialog).getByLabelText('Imagem*'), pngFile(2 * 1024 * 1024 + 1))
    await user.type(within(dialog).getByLabelText('Título*'), 'Mesa')
    await user.selectOptions(within(dialog).getByLabelText('Categoria*'), 'decoracao')
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }))
    expect(await screen.findByText('Arquivo muito grande')).toBeInTheDocument()
    expect(within(dialog).getByText('O arquivo deve ter no máximo 2MB.')).toBeInTheDocument()

    // A non-image type is refused too (applyAccept off: the picker's filter is not the check).
    await userEvent.setup({ applyAccept: false }).upload(within(dialog).getByLabelText('Imagem*'), new File(['<html>'], 'x.png', { type: 'text/html' }))
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }))
    expect(await within(dialog).findByText('Selecione um arquivo de imagem: PNG, JPEG, GIF ou WebP.')).toBeInTheDocument()
    expect(api.uploads).toHaveLength(0)
  })

  it('uploads, toasts, closes and shows the new image; reopening starts empty', async () => {
    const api = galleryApi([])
    const { user } = await openGallery()
    await user.click(screen.getByRole('button', { name: 'Adicionar Imagem' }))
    let dialog = await screen.findByRole('dialog', { name: 'Adicionar Imagem' })
    await user.upload(within(dialog).getByLabelText('Imagem*'), pngFile())
    await user.type(within(dialog).getByLabelText('Título*'), '  Buquê de peônias ')
    await user.type(within(dialog).getByLabelText('Descrição'), 'Rosa claro')
    await user.selectOptions(within(dialog).getByLabelText('Categoria*'), 'flores')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Imagem pública' }))
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }))

    expect(await screen.findByText('Imagem adicionada à galeria.')).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(await screen.findByRole('img', { name: 'Buquê de peônias' })).toBeInTheDocument()
    const sent = api.uploads[0]!
    expect(sent.get('titulo')).toBe('Buquê de peônias')
    expect(sent.get('descricao')).toBe('Rosa claro')
    expect(sent.get('categoria')).toBe('flores')
    expect(sent.get('publico')).toBe('true')
    expect(sent.get('file')).toBeInstanceOf(File)

    await user.click(screen.getByRole('button', { name: 'Adicionar Imagem' }))
    dialog = await screen.findByRole('dialog', { name: 'Adicionar Imagem' })
    expect(within(dialog).getByLabelText('Título*')).toHaveValue('')
  })

  it('shows the server refusal of the bytes under the file field', async () => {
    galleryApi([], {
      overrides: {
        'POST /api/gallery': {
          status: 422,
          body: { error: { code: 'validation_failed', message: 'Verifique os campos destacados.', fields: { file: 'not_image' } } },
        },
      },
    })
    const { user } = await openGallery()
    await user.click(screen.getByRole('button', { name: 'Adicionar Imagem' }))
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Imagem' })
    await user.upload(within(dialog).getByLabelText('Imagem*'), pngFile())
    await user.type(within(dialog).getByLabelText('Título*'), 'Falsa')
    await user.selectOptions(within(dialog).getByLabelText('Categoria*'), 'outros')
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }))
    expect(await screen.findByText('Arquivo inválido')).toBeInTheDocument()
    expect(within(dialog).getByText('Selecione um arquivo de imagem: PNG, JPEG, GIF ou WebP.')).toBeInTheDocument()
  })

  it('at the cap: the toast instead of the dialog, and the gated card', async () => {
    const api = galleryApi([image({ id: 'a', titulo: 'Uma' }), image({ id: 'b', titulo: 'Duas' })], { limit: 2 })
    const { user } = await openGallery()
    expect(await screen.findByTestId('gated-card')).toHaveTextContent('2/2 utilizados')
    await user.click(screen.getByRole('button', { name: 'Adicionar Imagem' }))
    expect(await screen.findByText('Limite atingido')).toBeInTheDocument()
    expect(
      screen.getAllByText('Seu plano Essencial permite até 2 imagens. Faça upgrade para adicionar mais.').length,
    ).toBeGreaterThan(0)
    expect(screen.queryByRole('dialog', { name: 'Adicionar Imagem' })).not.toBeInTheDocument()
    expect(api.uploads).toHaveLength(0)
  })

  it("shows the server's plan_limit answer as the toast and the gated card", async () => {
    galleryApi([], {
      overrides: {
        'POST /api/gallery': {
          status: 403,
          body: {
            error: {
              code: 'plan_limit',
              message: 'Seu plano Essencial permite até 10 imagens. Faça upgrade para adicionar mais.',
              details: { feature: 'gallery_images', current_usage: 10, limit: 10, current_plan: 'essencial', current_plan_name: 'Essencial', upgrade_required: true },
            },
          },
        },
      },
    })
    const { user } = await openGallery()
    await user.click(screen.getByRole('button', { name: 'Adicionar Imagem' }))
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Imagem' })
    await user.upload(within(dialog).getByLabelText('Imagem*'), pngFile())
    await user.type(within(dialog).getByLabelText('Título*'), 'Onze')
    await user.selectOptions(within(dialog).getByLabelText('Categoria*'), 'outros')
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }))
    expect(await screen.findByText('Limite atingido')).toBeInTheDocument()
    expect(within(dialog).getByTestId('gated-card')).toHaveTextContent('10/10 utilizados')
  })

  it('deletes after confirmation with the spec toast, and puts the card back when the server refuses', async () => {
    let fail = true
    const api = galleryApi([image({ id: 'a', titulo: 'Arco' })], { failDelete: () => fail })
    const { user } = await openGallery()
    const confirmRemove = async () => {
      const dialog = await screen.findByRole('alertdialog', { name: 'Excluir imagem?' })
      expect(dialog).toHaveTextContent('Arco será removida da galeria.')
      await user.click(within(dialog).getByRole('button', { name: 'Excluir' }))
    }
    // No delete button on the photo: it is in the '⋯' menu.
    const openMenu = async () => {
      await user.click(await screen.findByRole('button', { name: 'Mais ações: Arco' }))
      await user.click(within(screen.getByRole('menu', { name: 'Ações: Arco' })).getByRole('menuitem', { name: 'Excluir' }))
    }
    expect(await screen.findByRole('button', { name: 'Mais ações: Arco' })).toHaveAttribute('aria-haspopup', 'menu')
    expect(screen.queryByRole('button', { name: /Remover|Excluir/ })).not.toBeInTheDocument()
    // Esc closes the menu and gives the focus back to its button.
    await user.click(screen.getByRole('button', { name: 'Mais ações: Arco' }))
    expect(screen.getByRole('menuitem', { name: 'Excluir' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mais ações: Arco' })).toHaveFocus()
    // Cancelling keeps it.
    await openMenu()
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(api.callsTo('DELETE', '/api/gallery/a')).toHaveLength(0)

    await openMenu()
    await confirmRemove()
    expect(await screen.findByText('Erro ao remover imagem.')).toBeInTheDocument()
    expect(await screen.findByRole('img', { name: 'Arco' })).toBeInTheDocument()
    fail = false
    await openMenu()
    await confirmRemove()
    expect(await screen.findByText('Imagem removida da galeria.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Arco' })).not.toBeInTheDocument())
  })

  it('enlarges a photo and moves between photos with the arrows, the keyboard and a swipe', async () => {
    galleryApi([
      image({ id: 'a', titulo: 'Arco', descricao: 'Flores brancas' }),
      image({ id: 'b', titulo: 'Bolo', categoria: 'bolos' }),
      image({ id: 'c', titulo: 'Convite', categoria: 'convites' }),
    ])
    const { user } = await openGallery()
    await user.click(await screen.findByRole('button', { name: 'Ampliar Arco' }))
    const box = await screen.findByRole('dialog', { name: 'Arco' })
    expect(within(box).getByRole('img', { name: 'Arco' })).toHaveAttribute('src', '/api/gallery/a/image')
    expect(box).toHaveTextContent('1 de 3 · Flores brancas')
    expect(within(box).getByRole('button', { name: 'Imagem anterior' })).toHaveAttribute('aria-disabled', 'true')

    await user.click(within(box).getByRole('button', { name: 'Próxima imagem' }))
    expect(await screen.findByRole('dialog', { name: 'Bolo' })).toHaveTextContent('2 de 3')
    await user.keyboard('{ArrowRight}')
    const last = await screen.findByRole('dialog', { name: 'Convite' })
    expect(within(last).getByRole('button', { name: 'Próxima imagem' })).toHaveAttribute('aria-disabled', 'true')
    await user.keyboard('{ArrowRight}') // the end: stays
    expect(screen.getByRole('dialog', { name: 'Convite' })).toHaveTextContent('3 de 3')
    await user.keyboard('{ArrowLeft}')
    expect(await screen.findByRole('dialog', { name: 'Bolo' })).toBeInTheDocument()

    // A swipe to the left shows the next photo, to the right the previous; a short move is a tap.
    const stage = () => screen.getByTestId('lightbox-stage')
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(stage(), { clientX: from, pointerType: 'touch' })
      fireEvent.pointerUp(stage(), { clientX: to, pointerType: 'touch' })
    }
    swipe(300, 280)
    expect(screen.getByRole('dialog', { name: 'Bolo' })).toBeInTheDocument()
    swipe(300, 100)
    expect(await screen.findByRole('dialog', { name: 'Convite' })).toBeInTheDocument()
    swipe(100, 300)
    swipe(100, 300)
    expect(await screen.findByRole('dialog', { name: 'Arco' })).toBeInTheDocument()

    // Esc closes it and the focus returns to the photo that opened it.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ampliar Arco' })).toHaveFocus())
  })
})
