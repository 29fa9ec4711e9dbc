/**
 * The head every page of both apps starts with (character set, phone viewport, the site's icon),
 * added to each app's index.html by its Vite build: the page itself names only its title and
 * description. Plain JavaScript: Vite loads its config's imports from node_modules as they are.
 * @returns {import('vite').Plugin}
 */
export function pageHead() {
  return {
    name: 'page-head',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
        {
          tag: 'meta',
          attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1.0' },
          injectTo: 'head-prepend',
        },
        {
          tag: 'link',
          attrs: { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
          injectTo: 'head',
        },
      ],
    },
  };
}
