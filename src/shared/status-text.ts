/** pt-BR reason phrases for the status codes the API reference and its console show. */
const TEXT: Record<string, string> = {
  '100': 'Continuar',
  '101': 'Mudando protocolos',
  '200': 'OK',
  '201': 'Criado',
  '202': 'Aceito',
  '203': 'Informação não autoritativa',
  '204': 'Sem conteúdo',
  '206': 'Conteúdo parcial',
  '301': 'Movido permanentemente',
  '302': 'Encontrado',
  '303': 'Ver outro',
  '304': 'Não modificado',
  '307': 'Redirecionamento temporário',
  '308': 'Redirecionamento permanente',
  '400': 'Requisição inválida',
  '401': 'Não autenticado',
  '402': 'Pagamento necessário',
  '403': 'Proibido',
  '404': 'Não encontrado',
  '405': 'Método não permitido',
  '406': 'Não aceitável',
  '408': 'Tempo de requisição esgotado',
  '409': 'Conflito',
  '410': 'Removido',
  '412': 'Pré-condição não atendida',
  '413': 'Conteúdo muito grande',
  '415': 'Tipo de mídia não suportado',
  '422': 'Entidade não processável',
  '423': 'Bloqueado',
  '428': 'Pré-condição necessária',
  '429': 'Requisições em excesso',
  '500': 'Erro interno do servidor',
  '501': 'Não implementado',
  '502': 'Gateway inválido',
  '503': 'Serviço indisponível',
  '504': 'Tempo de gateway esgotado',
};

const RANGES: Record<string, string> = {
  '1': 'Informativa',
  '2': 'Sucesso',
  '3': 'Redirecionamento',
  '4': 'Erro do cliente',
  '5': 'Erro do servidor',
};

/** `404` → `Não encontrado`; `4XX` → `Erro do cliente`; `default` → `Qualquer outra resposta`. */
export function statusText(status: string): string {
  if (status === 'default') return 'Qualquer outra resposta';
  const exact = TEXT[status];
  if (exact) return exact;
  return RANGES[status[0] ?? ''] ?? '';
}
