/** Hard-coded sample content of the forum preview (spec part 2 §2 'Community forum', §9). No server data. */

export const forumStats = { discussions: 156, online: 43, newPosts: 12 } as const

export type ForumCategory = { id: string; name: string; count: number }

/** The sidebar categories; their counts add up to the 156 discussions. */
export const forumCategories: ForumCategory[] = [
  { id: 'planejamento', name: 'Planejamento', count: 42 },
  { id: 'fornecedores', name: 'Fornecedores', count: 31 },
  { id: 'decoracao', name: 'Decoração', count: 28 },
  { id: 'orcamento', name: 'Orçamento', count: 24 },
  { id: 'vestidos', name: 'Vestidos e Trajes', count: 17 },
  { id: 'lua-de-mel', name: 'Lua de Mel', count: 14 },
]

export type SampleDiscussion = {
  id: string
  title: string
  excerpt: string
  author: string
  category: string
  replies: number
  likes: number
  /** Hours ago, for the 'most recent' order and the relative time. */
  hoursAgo: number
}

export const sampleDiscussions: SampleDiscussion[] = [
  {
    id: 'd1',
    title: 'Quanto tempo antes vocês contrataram o buffet?',
    excerpt: 'Casamos em outubro do ano que vem e já estamos vendo buffets. Cedo demais ou é isso mesmo?',
    author: 'Juliana & Pedro',
    category: 'Fornecedores',
    replies: 24,
    likes: 38,
    hoursAgo: 2,
  },
  {
    id: 'd2',
    title: 'Decoração rústica gastando pouco: ideias que deram certo',
    excerpt: 'Compartilhem fotos e dicas! Usamos garrafas de vidro, juta e flores do campo e ficou lindo.',
    author: 'Camila & Rafael',
    category: 'Decoração',
    replies: 41,
    likes: 96,
    hoursAgo: 5,
  },
  {
    id: 'd3',
    title: 'Planilha de orçamento: como dividir os gastos entre as famílias?',
    excerpt: 'Estamos em dúvida sobre o que é justo e como conversar sobre isso sem criar climão.',
    author: 'Beatriz & Lucas',
    category: 'Orçamento',
    replies: 57,
    likes: 64,
    hoursAgo: 9,
  },
  {
    id: 'd4',
    title: 'Casamento civil e religioso no mesmo dia: vale a pena?',
    excerpt: 'Queremos fazer tudo num dia só. Quem fez, como organizou os horários e os documentos?',
    author: 'Fernanda & Diego',
    category: 'Planejamento',
    replies: 18,
    likes: 27,
    hoursAgo: 26,
  },
  {
    id: 'd5',
    title: 'Destinos de lua de mel no Nordeste fora da alta temporada',
    excerpt: 'Procurando praias tranquilas em maio. Indicações de pousadas e passeios?',
    author: 'Larissa & Thiago',
    category: 'Lua de Mel',
    replies: 33,
    likes: 52,
    hoursAgo: 50,
  },
]

export const sortOptions = [
  { value: 'recentes', label: 'Mais recentes' },
  { value: 'populares', label: 'Mais populares' },
  { value: 'comentadas', label: 'Mais comentadas' },
] as const

export type SortOrder = (typeof sortOptions)[number]['value']

export const communityRules = [
  'Seja respeitoso e acolhedor com todos os casais.',
  'Não compartilhe dados pessoais, de contato ou de pagamento em público.',
  'Nada de propaganda ou spam: indicações de fornecedores devem ser experiências reais.',
  'Publique cada discussão na categoria certa e procure antes de abrir um tema repetido.',
  'Denuncie conteúdo inadequado para a moderação.',
] as const

/** Filters by a search text (title, excerpt or category, accents ignored) and orders the samples. */
export function visibleDiscussions(search: string, category: string | null, order: SortOrder): SampleDiscussion[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()
  const needle = fold(search.trim())
  const list = sampleDiscussions.filter(
    (d) =>
      (category === null || d.category === category) &&
      (needle === '' || fold(`${d.title} ${d.excerpt} ${d.category}`).includes(needle)),
  )
  const by: Record<SortOrder, (a: SampleDiscussion, b: SampleDiscussion) => number> = {
    recentes: (a, b) => a.hoursAgo - b.hoursAgo,
    populares: (a, b) => b.likes - a.likes,
    comentadas: (a, b) => b.replies - a.replies,
  }
  return [...list].sort(by[order])
}

export function relativeTime(hoursAgo: number): string {
  if (hoursAgo < 24) return `Há ${hoursAgo} ${hoursAgo === 1 ? 'hora' : 'horas'}`
  const days = Math.floor(hoursAgo / 24)
  return `Há ${days} ${days === 1 ? 'dia' : 'dias'}`
}
