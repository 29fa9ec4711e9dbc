import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// Any props: the component keeps its own prop types through Module[Name].
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint is ComponentType<any>
type AnyComponent = ComponentType<any>;

/**
 * React.lazy for a component exported by name: loaded the first time it renders, from its own
 * chunk, so a screen's later parts (dialogs, closed panels, late steps) stay off its first load.
 */
export function lazyNamed<
  Module extends Record<Name, AnyComponent>,
  Name extends keyof Module & string,
>(load: () => Promise<Module>, name: Name): LazyExoticComponent<Module[Name]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
