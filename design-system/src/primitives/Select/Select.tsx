import type { ComponentType } from 'react';
import { deferredCode, useCodeOnReach, type DeferredCode } from '../shared/codeOnReach';
import type { AriaSelectProps } from './AriaSelect';
import type { SelectProps } from './selectProps';
import { SelectStandIn } from './SelectStandIn';

export type { SelectOption, SelectProps } from './selectProps';

type SelectCode = DeferredCode<ComponentType<AriaSelectProps>>;

const ariaSelect: SelectCode = deferredCode(() => import('./AriaSelect').then((module) => module.AriaSelect));

/** Fetches the select's code ahead: stories that test the select itself, a page about to need it. */
export const preloadSelect = (): Promise<unknown> => ariaSelect.preload();

/** The stand-in until `code` has arrived, then the real select, open or focused as the person left the stand-in. */
export function SelectOnReach({ code, ...props }: SelectProps & { code: SelectCode }) {
  const { loaded: AriaSelect, intent, standIn } = useCodeOnReach(code);
  if (AriaSelect) return <AriaSelect {...props} focusOnMount={intent.focus} openOnMount={intent.open} />;
  return <SelectStandIn {...props} standIn={standIn} />;
}

/**
 * A single choice from a short list: a button that opens a listbox (type-ahead, arrow keys). Its
 * listbox code arrives when someone reaches for it (../shared/codeOnReach.ts); until then a
 * stand-in of the same look holds its place.
 */
export function Select(props: SelectProps) {
  return <SelectOnReach {...props} code={ariaSelect} />;
}
