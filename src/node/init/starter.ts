import type { Language } from '../../shared/i18n/languages.js';

/**
 * What `docgen init` writes in each language: the words of the config (labels, comments), the
 * pages (a home page, an introduction, one guide to copy from) and the example OpenAPI document.
 */
export interface Starter {
  /** The site's title when none is given. */
  title: string;
  tagline: string;
  /** The commented-out `url` and `editUrl` of the config. */
  exampleUrl: string;
  exampleEditUrl: string;
  docsLabel: string;
  apiLabel: string;
  guidesLabel: string;
  /** The guides' folder under content/docs/, and the guide's file in it. */
  guidesDir: string;
  guideFile: string;
  comments: {
    fields: string;
    url: string;
    sidebarsFile: string;
    optional: string;
  };
  homePage: string;
  introPage: string;
  guidePage: string;
  exampleSpec: string;
}

const ptBR: Starter = {
  title: 'Documentação da API',
  tagline: 'A documentação da nossa API.',
  exampleUrl: 'https://docs.exemplo.com.br',
  exampleEditUrl: 'https://github.com/<organizacao>/<repositorio>/edit/main',
  docsLabel: 'Documentação',
  apiLabel: 'Referência da API',
  guidesLabel: 'Guias',
  guidesDir: 'guias',
  guideFile: 'primeiro-guia.md',
  comments: {
    fields: 'Cada campo, com tipo e padrão:',
    url: 'Endereço público do site, sem barra no fim (URLs canônicas e sitemap).',
    sidebarsFile: 'As barras laterais vêm do {file}, como no Docusaurus (sidebarPath).',
    optional: 'Desligados por padrão; descomente para usar.',
  },
  homePage: `Comece pela [introdução](../docs/intro.md) ou vá direto à
[referência da API](/api/).
`,
  introPage: `---
title: Introdução
sidebar_position: 1
---

# Introdução

Esta é a primeira página da documentação. Cada arquivo \`.md\` em \`content/docs/\` vira uma
página; a barra lateral segue o \`sidebars\` do \`docgen.config.ts\`.

## O que está aqui

- [Primeiro guia](./guias/primeiro-guia.md): um modelo de guia para copiar.
- [Referência da API](/api/): gerada do arquivo OpenAPI em \`spec/\`.

:::tip Escreva com o site aberto
Rode \`npm run docs:watch\`: o site é refeito a cada arquivo salvo, e o navegador recarrega.
:::
`,
  guidePage: `---
title: Primeiro guia
description: Um modelo de guia, passo a passo.
---

# Primeiro guia

Um guia leva o leitor de um ponto a outro. Copie este arquivo para começar um novo.

## Antes de começar

Diga o que é preciso: uma conta, uma chave de API, uma ferramenta instalada.

## Passo a passo

1. Explique o primeiro passo.
2. Mostre o resultado esperado:

   \`\`\`json title="Resposta"
   { "status": "ok" }
   \`\`\`

3. Aponte para a operação na [referência da API](/api/).

## Próximos passos

Ligue este guia aos outros: links entre arquivos \`.md\` viram links entre páginas.
`,
  exampleSpec: `openapi: 3.1.0
info:
  title: API de exemplo
  version: 1.0.0
  description: Um exemplo pequeno. Troque este arquivo pelo documento OpenAPI da sua API.
  license:
    name: MIT
    identifier: MIT
servers:
  - url: https://api.exemplo.com.br/v1
    description: Produção
security:
  - chaveDeApi: []
tags:
  - name: Status
    description: Saber se a API está no ar.
paths:
  /status:
    get:
      operationId: obterStatus
      summary: Obter o status da API
      description: Responde se a API está no ar.
      tags: [Status]
      responses:
        '200':
          description: A API está no ar.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Status'
              example:
                status: ok
        '401':
          description: A chave de API falta ou é inválida.
components:
  securitySchemes:
    chaveDeApi:
      type: apiKey
      in: header
      name: X-Api-Key
      description: A chave de API da sua conta.
  schemas:
    Status:
      type: object
      required: [status]
      properties:
        status:
          type: string
          description: '\`ok\` quando a API responde.'
          enum: [ok]
`,
};

const en: Starter = {
  title: 'API Documentation',
  tagline: 'The documentation of our API.',
  exampleUrl: 'https://docs.example.com',
  exampleEditUrl: 'https://github.com/<organization>/<repository>/edit/main',
  docsLabel: 'Docs',
  apiLabel: 'API Reference',
  guidesLabel: 'Guides',
  guidesDir: 'guides',
  guideFile: 'first-guide.md',
  comments: {
    fields: 'Every field, with its type and default:',
    url: "The site's public address, without a trailing slash (canonical URLs and sitemap).",
    sidebarsFile: 'The sidebars come from {file}, as in Docusaurus (sidebarPath).',
    optional: 'Off by default; uncomment to use.',
  },
  homePage: `Start with the [introduction](../docs/intro.md) or go straight to the
[API reference](/api/).
`,
  introPage: `---
title: Introduction
sidebar_position: 1
---

# Introduction

This is the first page of the documentation. Every \`.md\` file in \`content/docs/\` becomes a
page; the sidebar follows the \`sidebars\` of \`docgen.config.ts\`.

## What is here

- [First guide](./guides/first-guide.md): a guide template to copy.
- [API reference](/api/): generated from the OpenAPI file in \`spec/\`.

:::tip Write with the site open
Run \`npm run docs:watch\`: the site is rebuilt on every save, and the browser reloads.
:::
`,
  guidePage: `---
title: First guide
description: A guide template, step by step.
---

# First guide

A guide takes the reader from one point to another. Copy this file to start a new one.

## Before you begin

Say what is needed: an account, an API key, a tool installed.

## Step by step

1. Explain the first step.
2. Show the expected result:

   \`\`\`json title="Response"
   { "status": "ok" }
   \`\`\`

3. Point to the operation in the [API reference](/api/).

## Next steps

Link this guide to the others: links between \`.md\` files become links between pages.
`,
  exampleSpec: `openapi: 3.1.0
info:
  title: Example API
  version: 1.0.0
  description: A small example. Replace this file with your API's OpenAPI document.
  license:
    name: MIT
    identifier: MIT
servers:
  - url: https://api.example.com/v1
    description: Production
security:
  - apiKey: []
tags:
  - name: Status
    description: Find out whether the API is up.
paths:
  /status:
    get:
      operationId: getStatus
      summary: Get the API status
      description: Says whether the API is up.
      tags: [Status]
      responses:
        '200':
          description: The API is up.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Status'
              example:
                status: ok
        '401':
          description: The API key is missing or invalid.
components:
  securitySchemes:
    apiKey:
      type: apiKey
      in: header
      name: X-Api-Key
      description: Your account's API key.
  schemas:
    Status:
      type: object
      required: [status]
      properties:
        status:
          type: string
          description: '\`ok\` when the API responds.'
          enum: [ok]
`,
};

const es: Starter = {
  title: 'Documentación de la API',
  tagline: 'La documentación de nuestra API.',
  exampleUrl: 'https://docs.ejemplo.com',
  exampleEditUrl: 'https://github.com/<organizacion>/<repositorio>/edit/main',
  docsLabel: 'Documentación',
  apiLabel: 'Referencia de la API',
  guidesLabel: 'Guías',
  guidesDir: 'guias',
  guideFile: 'primera-guia.md',
  comments: {
    fields: 'Cada campo, con su tipo y su valor predeterminado:',
    url: 'Dirección pública del sitio, sin barra final (URL canónicas y sitemap).',
    sidebarsFile: 'Las barras laterales vienen de {file}, como en Docusaurus (sidebarPath).',
    optional: 'Desactivados de forma predeterminada; quite el comentario para usarlos.',
  },
  homePage: `Empiece por la [introducción](../docs/intro.md) o vaya directo a la
[referencia de la API](/api/).
`,
  introPage: `---
title: Introducción
sidebar_position: 1
---

# Introducción

Esta es la primera página de la documentación. Cada archivo \`.md\` en \`content/docs/\` se
convierte en una página; la barra lateral sigue el \`sidebars\` de \`docgen.config.ts\`.

## Qué hay aquí

- [Primera guía](./guias/primera-guia.md): un modelo de guía para copiar.
- [Referencia de la API](/api/): generada a partir del archivo OpenAPI en \`spec/\`.

:::tip Escriba con el sitio abierto
Ejecute \`npm run docs:watch\`: el sitio se regenera en cada guardado y el navegador se recarga.
:::
`,
  guidePage: `---
title: Primera guía
description: Un modelo de guía, paso a paso.
---

# Primera guía

Una guía lleva al lector de un punto a otro. Copie este archivo para empezar una nueva.

## Antes de empezar

Diga qué hace falta: una cuenta, una clave de API, una herramienta instalada.

## Paso a paso

1. Explique el primer paso.
2. Muestre el resultado esperado:

   \`\`\`json title="Respuesta"
   { "status": "ok" }
   \`\`\`

3. Enlace a la operación en la [referencia de la API](/api/).

## Próximos pasos

Enlace esta guía con las demás: los enlaces entre archivos \`.md\` se convierten en enlaces
entre páginas.
`,
  exampleSpec: `openapi: 3.1.0
info:
  title: API de ejemplo
  version: 1.0.0
  description: Un ejemplo pequeño. Reemplace este archivo por el documento OpenAPI de su API.
  license:
    name: MIT
    identifier: MIT
servers:
  - url: https://api.ejemplo.com/v1
    description: Producción
security:
  - claveDeApi: []
tags:
  - name: Estado
    description: Saber si la API está en línea.
paths:
  /status:
    get:
      operationId: obtenerEstado
      summary: Obtener el estado de la API
      description: Responde si la API está en línea.
      tags: [Estado]
      responses:
        '200':
          description: La API está en línea.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Estado'
              example:
                status: ok
        '401':
          description: Falta la clave de API o no es válida.
components:
  securitySchemes:
    claveDeApi:
      type: apiKey
      in: header
      name: X-Api-Key
      description: La clave de API de su cuenta.
  schemas:
    Estado:
      type: object
      required: [status]
      properties:
        status:
          type: string
          description: '\`ok\` cuando la API responde.'
          enum: [ok]
`,
};

/** The starter site of each language docgen speaks. */
export const starters: Readonly<Record<Language, Starter>> = { 'pt-BR': ptBR, en, es };

/** Whether `tag` looks like a BCP 47 language tag (`pt-BR`, `en`, `es-419`), as a config takes. */
export const isLocaleTag = (tag: string): boolean =>
  /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(tag);
