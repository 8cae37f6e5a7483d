import { Box, Typography } from '@mui/material';
import { pleadings, type Case } from '@rentfile/domain';

/** One signature line in words: the typed signature or an empty line, the name and the capacity printed under it. */
function signerText(block: pleadings.SignatureBlock): string {
  const signature = block.signedAs ? `/s/ ${block.signedAs}` : 'signs on the line by hand or electronically';
  return `${block.signerName} (${block.capacity.join(', ')}): ${signature}`;
}

/**
 * Who signs each paper made at Review & Sign, as the papers print it (domain paperSigners, the sections the papers'
 * generators use): the attorney of record signs the complaint, the verifier the verification and the other papers,
 * and each other self-represented plaintiff their own line (issue 36). Loaded with Review & Sign's first paint, in its
 * own chunk (the step's budget).
 */
export default function PaperSignersList({
  facts,
  caseInfo,
  signedAs,
}: {
  facts: pleadings.CaseFacts;
  caseInfo: Pick<Case, 'clrsSubmission' | 'clrsExemption'>;
  signedAs: string | null;
}) {
  const papers = pleadings.paperSigners(
    facts,
    { filesClrs: pleadings.filesClrs(caseInfo) },
    signedAs,
    signedAs ? facts.todayLong : null,
  );
  return (
    <Box component="section" aria-labelledby="paper-signers-heading">
      <Typography id="paper-signers-heading" variant="h3" component="h3" sx={{ mb: 1 }}>
        Who signs each paper
      </Typography>
      <Box component="dl" sx={{ m: 0, '& dd': { ml: 0, mb: 1.5, overflowWrap: 'anywhere' } }}>
        {papers.map((p) => (
          <Box key={p.templateName}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {p.paper}
            </Typography>
            {p.signers.map((s, i) => (
              <Typography component="dd" key={`${s.part ?? ''}-${i}`}>
                {s.part ? `${s.part}: ` : ''}
                {signerText(s.block)}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
