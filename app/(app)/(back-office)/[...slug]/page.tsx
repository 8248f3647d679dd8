import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { listPageLoads, recordPageLoads } from '@/components/entity/first-loads';
import { LazyRecordPage } from '@/components/entity/record-page/LazyRecordPage';
import { PageMessages } from '@/components/providers/PageMessages';
import { UnderConstruction } from '@/components/shell/UnderConstruction';
import { ENTITIES, entityByName } from '@/lib/entities';
import { opensOnRecordPage } from '@/lib/entity/features/family/family';
import { resolveFixedValues } from '@/lib/entity/fixed-values';
import { liveSession } from '@/lib/gateway/live-session';
import { findMenuByPath, isKnownBackOfficePath, recordPageOf, REDIRECTS } from '@/lib/navigation/product-menu';
import { searchOf } from '@/lib/navigation/request-path';
import { FirstData } from '../FirstData';

interface SlugPageProps {
  params: Promise<{ slug: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The address's single-valued parameters: a linked list's filters (a report figure's records). */
function linkedFilters(search: Record<string, string | string[] | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(search).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

function pathOf(slug: string[]): string {
  return `/${slug.map(decoded).join('/')}`;
}

export async function generateMetadata({ params }: SlugPageProps): Promise<Metadata> {
  const menu = findMenuByPath(pathOf((await params).slug));
  if (!menu) return {};
  const t = await getTranslations('menu');
  return { title: t(menu.title) };
}

/** Product pages without their own route: redirects, entity list pages, an "under construction" state, or the 404 page. */
export default async function ProductPage({ params, searchParams }: SlugPageProps) {
  const path = pathOf((await params).slug);
  const target = REDIRECTS[path];
  if (target) redirect(`${target}${searchOf(await searchParams)}`);
  if (!isKnownBackOfficePath(path)) notFound();
  // A list path plus a record key is that record's page.
  const recordPage = recordPageOf(path);
  const recordEntity = recordPage?.menu.entity ? entityByName(recordPage.menu.entity) : undefined;
  if (recordPage && recordEntity) {
    const { recordKey } = recordPage;
    const page = (
      <FirstData loads={recordPageLoads(recordEntity, recordKey, await getLocale())}>
        <LazyRecordPage entity={recordEntity} recordKey={recordKey} listPath={recordPage.menu.path} />
      </FirstData>
    );
    // A record going through an approval shows its process with the workbench's texts.
    return recordEntity.approval ? <PageMessages texts="workbench">{page}</PageMessages> : page;
  }
  const menu = findMenuByPath(path);
  // A path bound to a declared entity gets the generic list page: no page code per entity.
  const entity = menu?.entity ? entityByName(menu.entity) : undefined;
  const t = await getTranslations('menu');
  // A list with fixed values is a named view of its entity (the public pool) and goes by its menu title.
  if (entity) {
    const recordPath = opensOnRecordPage(entity, ENTITIES) ? path : undefined;
    const linked = linkedFilters(await searchParams);
    const session = await liveSession();
    // The page comes with its first page of records, asked for as the list itself will ask.
    const scope = { fixed: resolveFixedValues(menu?.fixed ?? {}, session?.userKey ?? null), mine: Boolean(menu?.mine) };
    return (
      <FirstData loads={listPageLoads(entity, linked, scope, await getLocale())}>
        <EntityListPage entity={entity} view={{ kind: 'page', fixed: menu?.fixed, recordPath, title: menu?.fixed || menu?.mine ? t(menu.title) : undefined, entry: menu?.viewOnly ? 'viewOnly' : 'open', mine: menu?.mine, linked, emptyHint: menu?.emptyHint }} />
      </FirstData>
    );
  }
  return <UnderConstruction title={menu ? t(menu.title) : path} />;
}
