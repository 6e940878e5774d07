// How dependency-cruiser reads TypeScript (`npm run check:imports`): Babel strips the
// types, then dependency-cruiser reads the imports that are left. dependency-cruiser
// supports TypeScript's own parser only up to version 6 (the project compiles with 7),
// and its swc parser cannot read JSX in .tsx files, hence Babel.
const typescript = require('@babel/preset-typescript')

/** `import type { X } from 'y'`, `export type { X } from 'y'` and the like. */
function isTypeOnly(node) {
  if (node.type === 'ImportDeclaration') {
    return (
      node.importKind === 'type' ||
      (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))
    )
  }
  if (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') {
    return (
      Boolean(node.source) &&
      (node.exportKind === 'type' ||
        (node.specifiers?.length > 0 && node.specifiers.every((s) => s.exportKind === 'type')))
    )
  }
  return false
}

/**
 * Leaves a bare `import 'y'` where a type-only import is stripped, so the checker still
 * sees that dependency: a type from the server in the browser couples them all the same,
 * and two files that need each other's types are a circle to break.
 */
function keepTypeImportsVisible({ types: t }) {
  return {
    visitor: {
      Program(program) {
        for (const statement of program.get('body')) {
          if (!isTypeOnly(statement.node)) continue
          const source = statement.node.source.value
          statement.insertAfter(t.importDeclaration([], t.stringLiteral(source)))
        }
      },
    },
  }
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [keepTypeImportsVisible],
  presets: [[typescript, { onlyRemoveTypeImports: true }]],
}
