/**
 * React's API as named exports of an ES module: what an MDX page's components import as `react`,
 * on the node side (src/node/content/mdx/react-runtime.ts, docgen's renderer) and in the browser
 * (src/client/mdx-islands/runtime.tsx, an island's). React itself is CommonJS, whose names a
 * bundler cannot re-export with `export *`.
 */
import * as React from 'react';

export default React;
export const {
  Children,
  Component,
  Fragment,
  PureComponent,
  StrictMode,
  Suspense,
  cloneElement,
  createContext,
  createElement,
  createRef,
  forwardRef,
  isValidElement,
  lazy,
  memo,
  startTransition,
  use,
  useActionState,
  useCallback,
  useContext,
  useDebugValue,
  useDeferredValue,
  useEffect,
  useId,
  useImperativeHandle,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useOptimistic,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  version,
} = React;
