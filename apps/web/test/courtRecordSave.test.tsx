// @vitest-environment happy-dom
/**
 * The case view's court record form saving through its mutation (lib/queries/afterFiling.ts): the request the
 * server gets, the views of the case marked stale after a save, and a refusal of the server shown on the field it
 * names, in words, with nothing in the banner and the typed date kept. The network is answered at fetch.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourtView } from '@rentfile/contract';
import { buildPath, routes } from '@rentfile/contract/routes';
import { RecordForm } from '../src/features/case-view/after-filing/RecordForm.tsx';
import { getError } from '../src/lib/globalError.tsx';
import { queryKeys } from '../src/lib/queryKeys.ts';
import { renderInApp, serve } from './support/render.tsx';

const CASE_ID = 7;
const view = { caseId: CASE_ID, record: null } as unknown as CourtView;
const recordPath = buildPath(routes.saveCourtRecord.path, { id: CASE_ID });

function fill(docket: string, date: string) {
  fireEvent.change(screen.getByLabelText(/^Docket number/), { target: { value: docket } });
  fireEvent.change(screen.getByLabelText(/^Date filed/), { target: { value: date } });
  fireEvent.click(screen.getByRole('button', { name: 'Record the filing' }));
}

describe('saving the court record', () => {
  it('sends the date as the server reads it and marks every view of the case stale', async () => {
    const sent = serve(() => ({ status: 200, body: {} }));
    const { queryClient } = renderInApp(<RecordForm view={view} />);
    queryClient.setQueryData(queryKeys.court(CASE_ID), { caseId: CASE_ID });
    queryClient.setQueryData(queryKeys.case(CASE_ID), { id: CASE_ID });
    fill(' esx-lt-1234-26 ', '11/27/2026');
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.court(CASE_ID))?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(queryKeys.case(CASE_ID))?.isInvalidated).toBe(true);
    expect(sent).toEqual([
      {
        method: routes.saveCourtRecord.method,
        path: recordPath,
        body: { docketNo: 'ESX-LT-1234-26', dateFiled: '2026-11-27', courtLocation: null, opposingCounsel: null },
      },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal on the field it names, in words, and keeps what was typed", async () => {
    serve(() => ({
      status: 400,
      body: {
        error: 'Invalid body: /dateFiled The date filed cannot be after today.',
        code: 'BAD_REQUEST',
        details: [{ path: '/dateFiled', message: 'The date filed cannot be after today.' }],
      },
    }));
    renderInApp(<RecordForm view={view} />);
    fill('ESX-LT-001234-26', '11/27/2026');
    const dateFiled = screen.getByLabelText(/^Date filed/);
    await waitFor(() => expect(dateFiled.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(dateFiled.getAttribute('aria-describedby')!)!.textContent).toBe(
      'The date filed cannot be after today.',
    );
    expect(dateFiled).toHaveProperty('value', '11/27/2026');
    expect(document.body.textContent).not.toContain('/dateFiled');
    expect(document.body.textContent).not.toContain('Bad Request');
    expect(getError()).toBeNull();
  });

  it('shows a refusal that names no field of the form on the form, without its status line', async () => {
    serve(() => ({ status: 409, body: { error: 'The case is not signed yet.', code: 'CONFLICT' } }));
    renderInApp(<RecordForm view={view} />);
    fill('ESX-LT-001234-26', '11/02/2026');
    expect((await screen.findByRole('alert')).textContent).toBe('The case is not signed yet.');
    expect(getError()).toBeNull();
  });
});
