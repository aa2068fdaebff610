/**
 * Every code docgen reports. docs/errors.md documents each one; a test keeps the two in step.
 */
export const codes = {
  configNotFound: 'DG1001',
  configLoadFailed: 'DG1002',
  configInvalid: 'DG1003',
  sidebarUnknownDoc: 'DG1004',
  contentUnreadable: 'DG2001',
  frontMatterSyntax: 'DG2002',
  frontMatterInvalid: 'DG2003',
  duplicateRoute: 'DG2004',
  contentNotText: 'DG2005',
  imageNotFound: 'DG2006',
  imageAltMissing: 'DG2007',
  diagramInvalid: 'DG2008',
  unknownDirective: 'DG2009',
  specUnreadable: 'DG3001',
  specSyntax: 'DG3002',
  specNotOpenApi: 'DG3003',
  specSwagger2: 'DG3004',
  specRefUnresolved: 'DG3005',
  brokenLink: 'DG4001',
  outputUnwritable: 'DG5001',
  outputInsideSource: 'DG5002',
  clientBundleFailed: 'DG5003',
  serverListenFailed: 'DG6001',
  templatesInvalid: 'DG6002',
  serveDirMissing: 'DG6003',
  internal: 'DG9001',
} as const;

export type DiagnosticCode = (typeof codes)[keyof typeof codes];
