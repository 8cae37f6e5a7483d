import type { ReactNode } from 'react';
import {
  Box,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatCurrency, pleadings, type ComplaintStatements } from '@rentfile/domain';
import { STATEMENT_QUESTIONS } from '../frame/statements.ts';

interface Props {
  facts: pleadings.CaseFacts;
  statements: ComplaintStatements;
  suitAmount: number;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h3" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const answerText = (v: boolean | null) => (v === null ? 'Not answered yet' : v ? 'Yes' : 'No');

/**
 * What the verified complaint says, as accessible HTML beside the PDF preview: the parties, the premises,
 * the amounts claimed (the complaint's 9A table) and the statements. Built from the same domain facts the
 * PDF is rendered from (pleadings.caseFacts).
 */
export function ComplaintReview({ facts, statements, suitAmount }: Props) {
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <Section id="review-parties" title="Parties">
        <Typography>
          <strong>Plaintiff{facts.pluralPlaintiffs ? 's' : ''} (landlord):</strong> {facts.ownerName},{' '}
          {facts.landlord.kind}
          {facts.agent
            ? `, by ${facts.agent.name}${facts.agent.company ? ` of ${facts.agent.company}` : ''}, agent`
            : ''}
        </Typography>
        {/* Each plaintiff with their own address, as the caption prints them (docs/product/rules.md#plaintiffs). */}
        {(facts.plaintiffs.length > 0 ? facts.plaintiffs : [facts.landlord]).map((p) => (
          <Typography key={p.name} color="text.secondary" variant="body2">
            {facts.pluralPlaintiffs ? `${p.name}: ` : ''}
            {p.address.length > 0 ? p.address.join(', ') : 'no address entered (Deed Information)'}
            {[p.phone, p.email].filter(Boolean).length > 0
              ? ` · ${[p.phone, p.email].filter(Boolean).join(' · ')}`
              : ''}
          </Typography>
        ))}
        <Typography sx={{ mt: 1 }}>
          <strong>
            Defendant{facts.tenants.length === 1 ? '' : 's'} (tenant{facts.tenants.length === 1 ? '' : 's'}):
          </strong>
        </Typography>
        <Box component="ul" sx={{ my: 0, pl: 3 }}>
          {facts.tenants.map((t, i) => (
            <li key={`${t.name}-${i}`}>
              {t.name}, {t.kind}
            </li>
          ))}
        </Box>
      </Section>
      <Section id="review-premises" title="Premises and lease">
        <Typography>{facts.premises.oneLine}</Typography>
        <Typography color="text.secondary" variant="body2">
          {facts.leaseType} lease since {facts.leaseStart}; rent {formatCurrency(facts.contractRent)}, payable{' '}
          {facts.rentSchedule}
          {facts.section8
            ? `; tenant's portion ${formatCurrency(facts.periodRent)} (${facts.subsidyName ?? 'Section 8'})`
            : ''}
          .
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {facts.court.name}
        </Typography>
      </Section>
      <Section id="review-amounts" title="Amounts due, unpaid and owing">
        <TableContainer
          role="region"
          aria-label="Amounts claimed (scrolls sideways on a narrow screen)"
          tabIndex={0}
          sx={{ maxWidth: '100%', overflowX: 'auto' }}
        >
          <Table size="small" aria-labelledby="review-amounts" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>Description</TableCell>
                <TableCell>Period</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {facts.amounts.map((row, i) => (
                <TableRow key={`${row.description}-${i}`}>
                  <TableCell>{row.description}</TableCell>
                  <TableCell>{row.period}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatCurrency(row.amount)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={2} sx={{ fontWeight: 700, color: 'text.primary', fontSize: 14 }}>
                  Total
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ fontWeight: 700, color: 'text.primary', fontSize: 14, whiteSpace: 'nowrap' }}
                >
                  {formatCurrency(facts.amountsTotal)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          With the court fees, the total suit amount is <strong>{formatCurrency(suitAmount)}</strong> (the court
          officer&apos;s mileage is set by the court).
        </Typography>
      </Section>
      <Section id="review-statements" title="Statements">
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.75 }}
        >
          {STATEMENT_QUESTIONS.map(({ key, question }) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2">
                {question}
              </Typography>
              {facts.applicableStatements.includes(key) ? (
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, fontWeight: 600, color: statements[key] === null ? 'error.main' : 'text.primary' }}
                >
                  {answerText(statements[key])}
                </Typography>
              ) : (
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  Not applicable (commercial)
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </Section>
    </Stack>
  );
}

/** The signature block as the complaint prints it (docs/product/data-and-rules.md#signature-and-filing: worded by ownership type and client type). */
export function SignatureBlockView({ block }: { block: pleadings.SignatureBlock }) {
  return (
    <Box
      aria-label="Signature block"
      role="group"
      sx={{ fontFamily: '"Times New Roman", Times, serif', fontSize: 17, lineHeight: 1.5 }}
    >
      {block.heading.map((line) => (
        <div key={line}>{line}</div>
      ))}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', mt: 1 }}>
        {block.byLine && <span>By:</span>}
        <Box sx={{ borderBottom: 1, minWidth: 260, fontStyle: 'italic', px: 0.5 }}>
          {block.signedAs ? `/s/ ${block.signedAs}` : '\u00a0'}
        </Box>
      </Box>
      <div>{block.signerName}</div>
      {block.capacity.map((line) => (
        <div key={line}>{line}</div>
      ))}
      {block.dateLine && <div>Dated: {block.dated ?? ''}</div>}
    </Box>
  );
}
