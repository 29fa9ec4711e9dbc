import { describe, expect, it } from 'vitest';
import { routePreloads, withPreloads } from './landing-pages';

const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_vendor.js', '_common.js'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  '_common.js': { file: 'assets/common-1.js', imports: ['_vendor.js'] },
  '_format.js': { file: 'assets/format-1.js', imports: ['_common.js'] },
  'src/app/routes/creator/root.tsx': {
    file: 'assets/root-1.js',
    imports: ['_common.js', '_format.js'],
  },
  'src/app/routes/creator/dashboard/campaigns.tsx': {
    file: 'assets/campaigns-1.js',
    imports: ['_vendor.js', '_format.js', 'index.html'],
    css: ['assets/campaigns.css', 'assets/index.css'],
  },
};

describe('landing pages name their route chunks (decision 307)', () => {
  it('lists what the route modules need beyond what the entry already loads, once each', () => {
    expect(
      routePreloads(manifest, [
        'src/app/routes/creator/root.tsx',
        'src/app/routes/creator/dashboard/campaigns.tsx',
      ]),
    ).toEqual({
      scripts: ['assets/root-1.js', 'assets/format-1.js', 'assets/campaigns-1.js'],
      styles: ['assets/campaigns.css'],
    });
  });

  it('a module the build does not have adds nothing', () => {
    expect(routePreloads(manifest, ['src/app/routes/gone.tsx'])).toEqual({
      scripts: [],
      styles: [],
    });
  });

  it('puts the links in the head: scripts as modulepreload, style sheets as a non-blocking preload', () => {
    const html = withPreloads('<html><head><title>x</title></head><body></body></html>', {
      scripts: ['assets/root-1.js'],
      styles: ['assets/campaigns.css'],
    });
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/root-1.js">',
    );
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/campaigns.css">',
    );
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });
});
