import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ADMIN_PRODUCT_STATUSES } from '@aabhushan/shared/schemas/admin-products';
import buttons from '../../components/ui/button.module.css';
import { SelectField, TextField } from '../../components/ui/form-field';
import { useProductCategories } from '../../features/catalogue/api/get-product-categories';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatInr } from '../admin-format';
import { useAdminProducts } from '../admin-api';
import styles from '../admin.module.css';
import { Pager } from '../pager';
import { useListParams } from '../use-list-params';

const STATUS_LABELS: Record<(typeof ADMIN_PRODUCT_STATUSES)[number], string> = {
  active: 'Published',
  inactive: 'Unpublished',
  'sold-out': 'Sold out',
  'low-stock': 'Low stock (3 or fewer)',
};

/** /admin/products: every piece, unpublished and sold-out ones included, by name, state and category. */
export function ProductsPage() {
  useDocumentTitle('Products');
  const { read, page, update, goToPage } = useListParams();
  const query = { q: read('q'), status: read('status'), category: read('category'), page };
  const [search, setSearch] = useState(query.q ?? '');
  const { data, isError, isFetching } = useAdminProducts(query);
  const { data: categories = [] } = useProductCategories();

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() || undefined });
  };

  return (
    <>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>Products</h1>
          <p className={styles.lead}>Prices in rupees; stock counts a piece&apos;s variants together.</p>
        </div>
        <Link to="/admin/products/new" className={buttons.primary}>
          New product
        </Link>
      </div>
      <form className={styles.toolbar} onSubmit={onSearch} role="search" aria-label="Products">
        <TextField label="Search by name, slug or HUID" value={search} onChange={(event) => setSearch(event.target.value)} onBlur={() => update({ q: search.trim() || undefined })} />
        <SelectField
          label="State"
          value={query.status ?? ''}
          placeholder="Any state"
          options={ADMIN_PRODUCT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
          onChange={(event) => update({ status: event.target.value || undefined })}
        />
        <SelectField
          label="Category"
          value={query.category ?? ''}
          placeholder="Every category"
          options={categories.map((category) => ({ value: category.slug, label: category.name.en }))}
          onChange={(event) => update({ category: event.target.value || undefined })}
        />
      </form>
      {isError && <p className={styles.problem}>The products could not be loaded. Try again in a moment.</p>}
      <div className={styles.tableWrap} aria-busy={isFetching}>
        <table className={styles.table}>
          <caption className="visually-hidden">Products</caption>
          <thead>
            <tr>
              <th scope="col">Piece</th>
              <th scope="col">Category</th>
              <th scope="col">Hallmark</th>
              <th scope="col" className={styles.number}>
                Price
              </th>
              <th scope="col" className={styles.number}>
                Stock
              </th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((product) => (
              <tr key={product.id}>
                <td>
                  <Link to={`/admin/products/${product.id}`} className={styles.rowLink}>
                    {product.name.en}
                  </Link>
                  <div className={styles.muted}>{product.slug}</div>
                </td>
                <td>{product.category.name}</td>
                <td>{product.purity ? `${product.purity}${product.huid ? ` · ${product.huid}` : ''}` : <span className={styles.muted}>None</span>}</td>
                <td className={styles.number}>
                  {formatInr(product.salePrice)}
                  {product.salePrice < product.mrp && <div className={styles.muted}>MRP {formatInr(product.mrp)}</div>}
                  {product.pricingMode === 'weight' && <div className={styles.muted}>By weight, today&apos;s rate</div>}
                </td>
                <td className={styles.number}>
                  {product.availableStock === 0 ? <span className={`${styles.badge} ${styles.bad}`}>Sold out</span> : product.availableStock}
                </td>
                <td>
                  <span className={`${styles.badge} ${product.isActive ? styles.good : ''}`}>{product.isActive ? 'Published' : 'Unpublished'}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.items.length === 0 && <p className={styles.empty}>No products match these filters.</p>}
      </div>
      {data && <Pager pagination={data.pagination} noun="products" onPage={goToPage} />}
    </>
  );
}
