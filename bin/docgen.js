#!/usr/bin/env node
// React picks its build when first loaded: production unless the caller asked otherwise. The
// development build validates every element and renders large pages several times slower.
process.env.NODE_ENV ??= 'production';
await import('../lib/cli.js');
