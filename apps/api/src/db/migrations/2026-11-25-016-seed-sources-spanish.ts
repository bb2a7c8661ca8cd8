import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * The Spanish titles and licences of the shipped sources (issue 20, item 15), as a first start now
 * writes them (flaring/seed/sources.ts). A database seeded before has them null, and Spanish screens
 * showed the English texts: they are filled in where still null, so an administrator's own texts stay.
 */
const SPANISH: ReadonlyArray<{ id: string; title_es: string; licence_es: string }> = [
  {
    id: 'eog-vnf-catalog-2017-2024',
    title_es:
      'VIIRS Nightfire: sitios de quema de producción (upstream) 2017–2024 (bcm anuales, unidos entre años a menos de 500 m)',
    licence_es: 'Uso público libre con atribución (EOG; CC BY 4.0 citada en su sitio)',
  },
  {
    id: 'eog-vnf-2017',
    title_es:
      'VIIRS Nightfire: quema mundial 2017, sitios de procesamiento (refinerías, plantas de petróleo, GNL, plantas de gas)',
    licence_es: 'Uso público libre con atribución (EOG; CC BY 4.0 citada en su sitio)',
  },
  {
    id: 'wb-ggfr-2024',
    title_es: 'Estimaciones de volumen e intensidad de quema 2012–2023',
    licence_es: 'CC BY 4.0 (datos del Banco Mundial)',
  },
  {
    id: 'ei-sr-2024',
    title_es: 'Statistical Review of World Energy 2024',
    licence_es: '© Energy Institute Statistical Review of World Energy 2024 — uso libre con atribución',
  },
  {
    id: 'ar-se-neuquina',
    title_es:
      'Producción de petróleo y gas por pozo (Capítulo IV) y Concesiones de explotación, cuenca Neuquina',
    licence_es: 'CC BY 4.0 (datos.energia.gob.ar)',
  },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> so they stay valid as the schema type changes
export const up = async (db: Kysely<any>): Promise<void> => {
  for (const source of SPANISH) {
    await db
      .updateTable('data_sources')
      .set({ title_es: source.title_es })
      .where('id', '=', source.id)
      .where('title_es', 'is', null)
      .execute();
    await db
      .updateTable('data_sources')
      .set({ licence_es: source.licence_es })
      .where('id', '=', source.id)
      .where('licence_es', 'is', null)
      .execute();
  }
};

/** Nothing to undo: the texts are data, and the columns belong to migration 010. */
export const down = async (): Promise<void> => {};
