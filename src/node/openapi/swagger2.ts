import { codes } from '../diagnostics/codes.js';
import { DocgenError, said, type Diagnostic } from '../diagnostics/diagnostic.js';

interface Located {
  file: string;
  line: number;
  column: number;
}

/**
 * A Swagger 2.0 document converted to OpenAPI 3.0 by swagger2openapi, with the warning that says
 * so. Only the root document is converted (its external `$ref`s are read as they are, without
 * fetching anything); whatever the converter cannot convert is an error at the `swagger` field.
 */
export async function convertSwagger2(
  source: Record<string, unknown>,
  at: Located,
): Promise<{ document: Record<string, unknown>; warning: Diagnostic }> {
  const where = { ...at, pointer: '/swagger' };
  if (source.swagger !== '2.0')
    throw new DocgenError({
      severity: 'error',
      code: codes.specSwagger,
      ...said('swaggerUnsupported', { version: String(source.swagger) }),
      ...where,
    });
  const { convertObj } = (await import('swagger2openapi')).default;
  try {
    // An object with `swagger: '2.0'` (checked above); the converter checks the rest.
    const swagger = structuredClone(source) as unknown as Parameters<typeof convertObj>[0];
    const { openapi } = await convertObj(swagger, {
      patch: true,
      warnOnly: true,
      resolve: false,
    });
    return {
      document: openapi as unknown as Record<string, unknown>,
      warning: {
        severity: 'warning',
        code: codes.specSwagger,
        ...said('swaggerConverted'),
        ...where,
      },
    };
  } catch (error) {
    throw new DocgenError({
      severity: 'error',
      code: codes.specSwagger,
      ...said('swaggerFailed', { reason: (error as Error).message }),
      ...where,
    });
  }
}
