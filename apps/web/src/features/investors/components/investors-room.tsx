import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNda } from '../api/get-nda';
import { usePipeline } from '../api/get-pipeline';
import { DealRoom } from './deal-room';
import { InvestorFinancials } from './investor-financials';
import { NdaPanel } from './nda-panel';
import { PipelinePanel } from './pipeline-panel';

const Part = ({ id, title, children }: { id: string; title: string; children: React.ReactNode }) => (
  <section aria-labelledby={id}>
    <Title order={2} size="h3" id={id} mb="xs">
      {title}
    </Title>
    {children}
  </section>
);

/**
 * What /project/{project}/investors-financials adds to the project's funding structure: the
 * commitments, the viewer's place in the pipeline (or every investor's, for the owner's side) and the
 * confidentiality terms.
 */
export const InvestorsRoom = ({ slug }: { slug: string }) => {
  const { t } = useTranslation();
  const pipeline = usePipeline(slug);
  const nda = useNda(slug);
  const isOwnerSide = pipeline.data !== undefined && pipeline.data.viewerRole !== 'investor';
  const isRoomOpen = isOwnerSide || Boolean(nda.data?.acceptance);
  return (
    <Stack gap="xl">
      <Part id="commitments-heading" title={t('investors.financials.title')}>
        <InvestorFinancials slug={slug} />
      </Part>
      <Part
        id="pipeline-heading"
        title={isOwnerSide ? t('investors.pipeline.ownerTitle') : t('investors.pipeline.title')}
      >
        <PipelinePanel slug={slug} />
      </Part>
      <Part id="nda-heading" title={t('investors.nda.title')}>
        <NdaPanel slug={slug} />
      </Part>
      <Part id="data-room-heading" title={t('investors.dataRoom.title')}>
        <DealRoom slug={slug} isOpen={isRoomOpen} isOwnerSide={isOwnerSide} />
      </Part>
    </Stack>
  );
};
