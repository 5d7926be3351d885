import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { TextField } from '../../components/ui/form-field';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from '../admin.module.css';
import { useAdminBrands } from '../catalogue-api';
import catalogue from '../catalogue/catalogue.module.css';
import { OutcomeMessages } from '../outcome-messages';
import { Pager } from '../pager';
import { useListParams } from '../use-list-params';

/** /admin/brands: the makers whose pieces the store sells, with how many pieces carry each. */
export function BrandsPage() {
  useDocumentTitle('Brands');
  const notice = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  const { read, page, update, goToPage } = useListParams();
  const query = { q: read('q'), page };
  const [search, setSearch] = useState(query.q ?? '');
  const { data, isError } = useAdminBrands(query);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() || undefined });
  };

  return (
    <>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>Brands</h1>
          <p className={styles.lead}>Shown on a piece&apos;s page; pieces count published and unpublished ones.</p>
        </div>
        <Link to="/admin/brands/new" className={buttons.primary}>
          New brand
        </Link>
      </div>
      <form className={`${styles.toolbar} ${styles.narrow}`} onSubmit={onSearch} role="search" aria-label="Brands">
        <TextField label="Search by name or slug" value={search} onChange={(event) => setSearch(event.target.value)} onBlur={() => update({ q: search.trim() || undefined })} />
      </form>
      <OutcomeMessages notice={notice} />
      {isError && <p className={styles.problem}>The brands could not be loaded. Try again in a moment.</p>}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Brands</caption>
          <thead>
            <tr>
              <th scope="col">Brand</th>
              <th scope="col">Slug</th>
              <th scope="col" className={styles.number}>
                Pieces
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((brand) => (
              <tr key={brand.id}>
                <td>
                  <div className={catalogue.named}>
                    <img src={brand.logoUrl} alt="" width={96} height={54} className={catalogue.logo} />
                    <Link to={`/admin/brands/${brand.id}`} className={styles.rowLink}>
                      {brand.name}
                    </Link>
                  </div>
                </td>
                <td className={styles.muted}>{brand.slug}</td>
                <td className={styles.number}>{brand.productCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.items.length === 0 && <p className={styles.empty}>No brands match.</p>}
      </div>
      {data && <Pager pagination={data.pagination} noun="brands" onPage={goToPage} />}
    </>
  );
}
