/**
 * What an MDX page's components import as `react` (page-module.ts): docgen's own React, the one
 * rendering them, so that their hooks run in its renderer. scripts/compile.mjs makes it an entry
 * of lib/ beside the CLI: their React is one shared chunk, and an installed docgen, which has no
 * `react` package of its own, still gives one.
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
