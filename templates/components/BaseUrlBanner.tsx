/**
 * Shown by the inline head script when the page's path does not start with the configured baseUrl
 * (the usual deploy mistake). It must read well unstyled: in that case the stylesheet's URL is
 * wrong too.
 */
export function BaseUrlBanner({ baseUrl }: { baseUrl: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a div with role=region is that landmark
    <div
      className="base-url-banner"
      id="base-url-banner"
      role="region"
      aria-label="Erro de configuração"
      data-base-url-banner
      hidden
    >
      <p>
        <strong>Este site parece estar mal configurado.</strong> Ele foi gerado com a URL base{' '}
        <code>{baseUrl}</code>, mas esta página está sendo servida em outro caminho, por isso
        estilos e scripts não carregam. Publique o site em <code>{baseUrl}</code> ou ajuste{' '}
        <code>baseUrl</code> em <code>docgen.config.ts</code> e gere o site novamente.
      </p>
    </div>
  );
}
