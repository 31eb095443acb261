// @vitest-environment happy-dom
/** The e-mail field of the newsletter and stock-reminder islands: checked while typing, quiet until touched. */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEmailField } from '@/islands/newsletter/use-email-field.ts';

describe('useEmailField', () => {
  it('knows the problem at once but shows it only once the shopper typed or submitted', () => {
    const { result } = renderHook(() => useEmailField());
    expect(result.current).toMatchObject({ email: '', problem: 'required', dirty: false });
    act(() => result.current.reveal());
    expect(result.current.dirty).toBe(true);
  });

  it('follows what is typed against the store rule', () => {
    const { result } = renderHook(() => useEmailField());
    act(() => result.current.change('shopper@'));
    expect(result.current).toMatchObject({ email: 'shopper@', problem: 'invalidEmail', dirty: true });
    act(() => result.current.change(' shopper@example.qa '));
    expect(result.current.problem).toBeNull();
  });

  it('starts from a value the server sent back, and empties after a successful submit', () => {
    const { result } = renderHook(() => useEmailField('kept@example.qa'));
    expect(result.current).toMatchObject({ email: 'kept@example.qa', problem: null, dirty: false });
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ email: '', dirty: false });
  });
});
