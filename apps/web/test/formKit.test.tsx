// @vitest-environment happy-dom
/**
 * The form kit's controls in a real react-hook-form with the kit's schemas: what is typed stays as typed, the form
 * hands on the value read with the domain's rules, and a value it cannot read is refused under its field in words.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  FormActions,
  FormDateField,
  FormMoneyField,
  FormRadioGroup,
  FormTextField,
  optionalText,
  typedAmount,
  typedDate,
} from '../src/components/form/index.ts';
import { renderInApp } from './support/render.tsx';

const schema = z.object({
  name: optionalText,
  due: typedDate,
  amount: typedAmount,
  terms: z.enum(['stay', 'vacate'], { message: 'Choose the terms' }),
});

function Example({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', due: '', amount: '', terms: undefined as never },
  });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormTextField control={form.control} name="name" label="Name" />
      <FormDateField control={form.control} name="due" label="Due on" required />
      <FormMoneyField control={form.control} name="amount" label="Amount" required />
      <FormRadioGroup
        control={form.control}
        name="terms"
        label="Terms"
        options={['stay', 'vacate'] as const}
        labels={{ stay: 'Tenant stays', vacate: 'Tenant vacates' }}
      />
      <FormActions label="Save" busy={false} />
    </form>
  );
}

const type = (label: RegExp, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

describe('the form kit', () => {
  it('keeps a date as typed, says how it reads it, and hands on the date, the amount in cents and the choice', async () => {
    const onSubmit = vi.fn();
    renderInApp(<Example onSubmit={onSubmit} />);
    type(/^Name/, '  Ann Lee ');
    type(/^Due on/, '11/27/2026');
    expect(screen.getByLabelText(/^Due on/)).toHaveProperty('value', '11/27/2026');
    expect(screen.getByText('Read as November 27, 2026')).toBeTruthy();
    type(/^Amount/, '1,250.5');
    fireEvent.click(screen.getByLabelText('Tenant vacates'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Ann Lee', due: '2026-11-27', amount: 125050, terms: 'vacate' });
  });

  it('refuses what it cannot read under the field, in words, and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderInApp(<Example onSubmit={onSubmit} />);
    type(/^Due on/, '13/45/2026');
    type(/^Amount/, 'twelve');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Choose the terms');
    const due = screen.getByLabelText(/^Due on/);
    expect(due.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Amount/).getAttribute('aria-invalid')).toBe('true');
    // The field's message is the domain's (parseTypedDate), in words.
    expect(document.getElementById(due.getAttribute('aria-describedby')!)!.textContent).toBe(
      'There is no month 13. Enter the date as month/day/year, such as 03/01/2024.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a required date left empty', async () => {
    renderInApp(<Example onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the date')).toBeTruthy();
    expect(await screen.findByText('Enter the amount')).toBeTruthy();
  });
});
