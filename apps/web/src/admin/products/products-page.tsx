import { Link } from 'react-router';
import { ADMIN_PRODUCT_STATUSES, type AdminProduct } from '@aabhushan/shared/schemas/admin-products';
import { SelectField } from '../../components/ui/form-field';
import { useProductCategories } from '../../features/catalogue/api/get-product-categories';
import { formatInr } from '../admin-format';
import { AdminList, useAdminListParams } from '../admin-list';
import { MissingLanguageFilter, MissingLine, missingLanguagesText } from '../catalogue/missing-languages';
import { useAdminProducts } from '../admin-api';
import styles from '../admin.module.css';

const STATUS_LABELS: Record<(typeof ADMIN_PRODUCT_STATUSES)[number], string> = {
  active: 'Published',
  inactive: 'Unpublished',
  'sold-out': 'Sold out',
  'low-stock': 'Low stock (3 or fewer)',
};

/** /admin/products: every piece, unpublished and sold-out ones included, by name, state, category and language not yet written. */
export function ProductsPage() {
  const list = useAdminListParams();
  const answer = useAdminProducts({ q: list.read('q'), status: list.read('status'), category: list.read('category'), missing: list.read('missing'), page: list.page });
  const { data: categories = [] } = useProductCategories();
  return (
    <AdminList<AdminProduct>
      title="Products"
      lead="Prices in rupees; stock counts a piece's variants together."
      newLink={{ to: '/admin/products/new', label: 'New product' }}
      searchLabel="Search by name, slug or HUID"
      filters={
        <>
          <SelectField
            label="State"
            value={list.read('status') ?? ''}
            placeholder="Any state"
            options={ADMIN_PRODUCT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
            onChange={(event) => list.update({ status: event.target.value || undefined })}
          />
          <SelectField
            label="Category"
            value={list.read('category') ?? ''}
            placeholder="Every category"
            options={categories.map((category) => ({ value: category.slug, label: category.name.en }))}
            onChange={(event) => list.update({ category: event.target.value || undefined })}
          />
          <MissingLanguageFilter list={list} />
        </>
      }
      list={list}
      answer={answer}
      noun="products"
      emptyText="No products match these filters."
      columns={[
        {
          header: 'Piece',
          cell: (product) => (
            <>
              <Link to={`/admin/products/${product.id}`} className={styles.rowLink}>
                {product.name.en}
              </Link>
              <div className={styles.muted}>{product.slug}</div>
              <MissingLine
                missing={missingLanguagesText([
                  { label: 'name', text: product.name },
                  { label: 'short description', text: product.shortDescription },
                  { label: 'description', text: product.longDescription },
                ])}
              />
            </>
          ),
        },
        { header: 'Category', cell: (product) => product.category.name },
        { header: 'Hallmark', cell: (product) => (product.purity ? `${product.purity}${product.huid ? ` · ${product.huid}` : ''}` : <span className={styles.muted}>None</span>) },
        {
          header: 'Price',
          numeric: true,
          cell: (product) => (
            <>
              {formatInr(product.salePrice)}
              {product.salePrice < product.mrp && <div className={styles.muted}>MRP {formatInr(product.mrp)}</div>}
              {product.pricingMode === 'weight' && <div className={styles.muted}>By weight, today&apos;s rate</div>}
            </>
          ),
        },
        { header: 'Stock', numeric: true, cell: (product) => (product.availableStock === 0 ? <span className={`${styles.badge} ${styles.bad}`}>Sold out</span> : product.availableStock) },
        { header: 'State', cell: (product) => <span className={`${styles.badge} ${product.isActive ? styles.good : ''}`}>{product.isActive ? 'Published' : 'Unpublished'}</span> },
      ]}
    />
  );
}
