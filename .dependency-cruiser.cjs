/**
 * The layers of docs/architecture.md, checked by `npm run lint` (`depcruise`):
 *   contracts/ ← server/
 *   contracts/ ← api/ ← machines/ ← views (src/app, src/components, src/features; src/lib at their bottom)
 * Type-only imports count too: a type from the wrong layer is a wrong dependency.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module reaches itself through its imports.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      comment: 'contracts/ is the shared bottom (wire types, routes, numbers, field rules): it imports no other layer.',
      from: { path: '^contracts/' },
      to: { path: '^(api|machines|src|server|tests|scripts)/' },
    },
    {
      name: 'spa-ships-compiled-messages',
      severity: 'error',
      comment: 'The SPA loads the compiled catalogues (src/generated/messages/); locales/ is read by the server, the compiler and tests.',
      from: { path: '^(api|machines|src)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^locales/' },
    },
    {
      name: 'server-only-contracts',
      severity: 'error',
      comment: 'The server shares code with the SPA only through contracts/.',
      from: { path: '^server/' },
      to: { path: '^(api|machines|src)/' },
    },
    {
      name: 'api-below-machines',
      severity: 'error',
      comment: 'api/ (the one ky client and the typed calls) sits on contracts/ only.',
      from: { path: '^api/' },
      to: { path: '^(machines|src|server)/' },
    },
    {
      name: 'machines-below-views',
      severity: 'error',
      comment: 'Machines use contracts/ and api/; they import no view, feature or SPA module.',
      from: { path: '^machines/' },
      to: { path: '^(src|server)/' },
    },
    {
      name: 'views-never-use-the-client',
      severity: 'error',
      comment: 'Views load data through machines (machines/loader); the ky client is the API layer\'s own.',
      from: { path: '^src/' },
      to: { path: '^api/client\\.ts$' },
    },
    {
      name: 'views-load-through-machines',
      severity: 'error',
      comment: 'Pages and components get data and effects from machines (a call\'s parameter types are fine); only src/app, the composition root (boot, error boundary), calls api/.',
      from: { path: '^src/(features|components|lib)/' },
      to: { path: '^api/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'lib-is-the-bottom',
      severity: 'error',
      comment: 'src/lib holds the views\' pure helpers: it imports nothing above it.',
      from: { path: '^src/lib/' },
      to: { path: '^(machines|api|src/(app|components|features))/' },
    },
    {
      name: 'components-below-features',
      severity: 'error',
      comment: 'Shared components are used by features and the app, never the other way round; they reach the root actor through its hooks only.',
      from: { path: '^src/components/' },
      to: { path: '^src/(features|app)/', pathNot: '^src/app/machine-hooks\\.ts$' },
    },
    {
      name: 'spa-reads-schemas-as-types',
      severity: 'error',
      comment: 'contracts/schemas/ holds TypeBox schemas for the server; the SPA takes only their types (import type), so TypeBox never reaches the browser.',
      from: { path: '^(api|machines|src)/' },
      to: { path: '^contracts/schemas/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'seed-below-routes',
      severity: 'error',
      comment: 'The seed builds on the domain modules (server/src/sports, server/src/users ...), never on route code.',
      from: { path: '^server/src/db/' },
      to: { path: '^server/src/routes/' },
    },
    {
      name: 'features-apart',
      severity: 'error',
      comment: 'No feature imports another: what two features share goes to src/components, machines/ or contracts/.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|styled-system|src/generated|media|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
