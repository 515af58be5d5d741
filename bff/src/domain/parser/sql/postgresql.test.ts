import { readSql } from '.';
import type { RawField, RawTable } from '../types';

const table = (tables: RawTable[], name: string): RawTable => {
  const t = tables.find((x) => x.tableName === name);
  if (!t) throw new Error(`no table ${name} in ${tables.map((x) => x.tableName).join(', ')}`);
  return t;
};
const field = (t: RawTable, name: string): RawField => {
  const f = t.fields.find((x) => x.columnName === name);
  if (!f) throw new Error(`no column ${name} in ${t.tableName}`);
  return f;
};

/** Excerpt of pg_dump 15 output of pagila: extensions, types, domains, functions, partitions, COPY. */
const PG_DUMP = `--
-- PostgreSQL database dump
--

-- Dumped from database version 15.2
-- Dumped by pg_dump version 15.2

SET statement_timeout = 0;
SET client_encoding = 'UTF8';
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;

\\connect pagila

CREATE EXTENSION IF NOT EXISTS "uuid-ossp" WITH SCHEMA public;
COMMENT ON EXTENSION "uuid-ossp" IS 'generate universally unique identifiers (UUIDs)';

CREATE TYPE public.mpaa_rating AS ENUM (
    'G',
    'PG',
    'NC-17'
);
ALTER TYPE public.mpaa_rating OWNER TO postgres;

CREATE DOMAIN public.year AS integer
	CONSTRAINT year_check CHECK (((VALUE >= 1901) AND (VALUE <= 2155)));

CREATE FUNCTION public._group_concat(text, text) RETURNS text
    LANGUAGE sql IMMUTABLE
    AS $_$
SELECT CASE
  WHEN $2 IS NULL THEN $1
  WHEN $1 IS NULL THEN $2
  ELSE $1 || ', ' || $2
END;
CREATE TABLE not_a_table (id int);
$_$;

CREATE AGGREGATE public.group_concat(text) (
    SFUNC = public._group_concat,
    STYPE = text
);

CREATE FUNCTION public.last_updated() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    NEW.last_update = CURRENT_TIMESTAMP;
    RETURN NEW;
END $$;

CREATE SEQUENCE public.customer_customer_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

SET default_tablespace = '';

CREATE TABLE public.customer (
    customer_id integer DEFAULT nextval('public.customer_customer_id_seq'::regclass) NOT NULL,
    store_id integer NOT NULL,
    first_name text NOT NULL,
    email text,
    activebool boolean DEFAULT true NOT NULL,
    create_date date DEFAULT ('now'::text)::date NOT NULL,
    last_update timestamp with time zone DEFAULT now(),
    active integer
);

ALTER TABLE public.customer OWNER TO postgres;

CREATE TABLE public.actor (
    actor_id integer NOT NULL,
    first_name text NOT NULL,
    last_update timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE public.actor ALTER COLUMN actor_id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.actor_actor_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE public.film (
    film_id integer NOT NULL,
    title text NOT NULL,
    release_year public.year,
    rental_rate numeric(4,2) DEFAULT 4.99 NOT NULL,
    length smallint,
    rating public.mpaa_rating DEFAULT 'G'::public.mpaa_rating,
    last_update timestamp with time zone DEFAULT now() NOT NULL,
    special_features text[],
    fulltext tsvector NOT NULL,
    code character varying(10) DEFAULT 'a'::character varying,
    price double precision,
    starts time(3) without time zone,
    tags varchar(20)[] DEFAULT '{}'::character varying[]
);

CREATE SEQUENCE public.film_film_id_seq START WITH 1 INCREMENT BY 1 CACHE 1;
ALTER SEQUENCE public.film_film_id_seq OWNED BY public.film.film_id;

CREATE TABLE public.payment (
    payment_id integer NOT NULL,
    customer_id integer NOT NULL,
    amount numeric(5,2) NOT NULL,
    payment_date timestamp with time zone NOT NULL
)
PARTITION BY RANGE (payment_date);

CREATE TABLE public.payment_p2022_01 (
    payment_id integer NOT NULL,
    customer_id integer NOT NULL,
    amount numeric(5,2) NOT NULL,
    payment_date timestamp with time zone NOT NULL
);

CREATE TABLE public.payment_p2022_02 PARTITION OF public.payment
FOR VALUES FROM ('2022-02-01 00:00:00+00') TO ('2022-03-01 00:00:00+00');

ALTER TABLE ONLY public.payment ATTACH PARTITION public.payment_p2022_01 FOR VALUES FROM ('2022-01-01 00:00:00+00') TO ('2022-02-01 00:00:00+00');

COPY public.actor (actor_id, first_name, last_update) FROM stdin;
1	PENELOPE	2022-02-15 09:34:33+00
2	NICK; CREATE TABLE x (y int)	2022-02-15 09:34:33+00
\\.

ALTER TABLE ONLY public.film ALTER COLUMN film_id SET DEFAULT nextval('public.film_film_id_seq'::regclass);

ALTER TABLE ONLY public.actor
    ADD CONSTRAINT actor_pkey PRIMARY KEY (actor_id);

ALTER TABLE ONLY public.customer
    ADD CONSTRAINT customer_pkey PRIMARY KEY (customer_id);

ALTER TABLE ONLY public.film
    ADD CONSTRAINT film_pkey PRIMARY KEY (film_id);

ALTER TABLE ONLY public.payment
    ADD CONSTRAINT payment_pkey PRIMARY KEY (payment_date, payment_id);

CREATE UNIQUE INDEX idx_unq_email ON public.customer USING btree (email);
CREATE UNIQUE INDEX idx_unq_pair ON public.customer USING btree (store_id, first_name);
CREATE INDEX idx_fk_store_id ON public.customer USING btree (store_id);

COMMENT ON TABLE public.customer IS 'Customers of the stores';
COMMENT ON COLUMN public.customer.email IS 'Contact e-mail, may be null';

CREATE TRIGGER last_updated BEFORE UPDATE ON public.customer FOR EACH ROW EXECUTE FUNCTION public.last_updated();

GRANT ALL ON SCHEMA public TO PUBLIC;

--
-- PostgreSQL database dump complete
--
`;

describe('pg_dump output', () => {
  const result = readSql(PG_DUMP);

  it('detects PostgreSQL and reads exactly the tables', () => {
    expect(result.dialect).toBe('postgresql');
    expect(result.diagnostics).toEqual([]);
    expect(result.tables.map((t) => t.tableName)).toEqual(['customer', 'actor', 'film', 'payment']);
    expect(table(result.tables, 'customer').schema).toBe('public');
  });

  it('reads nextval defaults as auto-increment, casts unquoted', () => {
    const customer = table(result.tables, 'customer');
    expect(field(customer, 'customer_id')).toMatchObject({
      sqlType: 'integer',
      autoIncrement: true,
      primaryKey: true,
      nullable: false,
      defaultValue: "nextval('public.customer_customer_id_seq'::regclass)",
    });
    expect(field(customer, 'activebool')).toMatchObject({
      sqlType: 'boolean',
      defaultValue: 'true',
    });
    expect(field(customer, 'create_date').defaultValue).toBe("('now'::text)::date");
    expect(field(customer, 'last_update')).toMatchObject({
      sqlType: 'timestamp with time zone',
      defaultValue: 'now()',
      nullable: true,
    });
  });

  it('reads identities added by ALTER COLUMN and sequences OWNED BY a column', () => {
    expect(field(table(result.tables, 'actor'), 'actor_id')).toMatchObject({
      autoIncrement: true,
      primaryKey: true,
    });
    expect(field(table(result.tables, 'film'), 'film_id')).toMatchObject({
      autoIncrement: true,
      defaultValue: "nextval('public.film_film_id_seq'::regclass)",
    });
  });

  it('reads multi-word types, arrays, domains and enum types', () => {
    const film = table(result.tables, 'film');
    // The domain `public.year` stands for an integer (its CHECK stays with the database).
    expect(field(film, 'release_year')).toMatchObject({ sqlType: 'integer', nullable: true });
    expect(field(film, 'rating')).toMatchObject({ sqlType: 'mpaa_rating', defaultValue: 'G' });
    expect(field(film, 'special_features')).toMatchObject({ sqlType: 'text[]', array: true });
    expect(field(film, 'code')).toMatchObject({
      sqlType: 'character varying',
      length: 10,
      defaultValue: 'a',
    });
    expect(field(film, 'price').sqlType).toBe('double precision');
    expect(field(film, 'starts')).toMatchObject({ sqlType: 'time without time zone', length: 3 });
    expect(field(film, 'tags')).toMatchObject({
      sqlType: 'varchar[]',
      length: 20,
      array: true,
      defaultValue: '{}',
    });
    expect(field(film, 'rental_rate')).toMatchObject({
      precision: 4,
      scale: 2,
      defaultValue: '4.99',
    });
  });

  it('keeps a partitioned parent once and marks its composite key', () => {
    const payment = table(result.tables, 'payment');
    expect(payment.fields.filter((f) => f.primaryKey).map((f) => f.columnName)).toEqual([
      'payment_id',
      'payment_date',
    ]);
  });

  it('marks unique indexes on one column only', () => {
    const customer = table(result.tables, 'customer');
    expect(field(customer, 'email').unique).toBe(true);
    expect(field(customer, 'store_id').unique).toBe(false);
  });

  it('reads COMMENT ON TABLE and COLUMN', () => {
    const customer = table(result.tables, 'customer');
    expect(customer.comment).toBe('Customers of the stores');
    expect(field(customer, 'email').comment).toBe('Contact e-mail, may be null');
  });
});

describe('PostgreSQL DDL', () => {
  it('reads serial types as auto-increment integers and identity columns', () => {
    const { tables } = readSql(
      `CREATE TABLE IF NOT EXISTS "Users" (
  "Id" BIGSERIAL PRIMARY KEY,
  n SERIAL,
  s smallserial,
  g int GENERATED BY DEFAULT AS IDENTITY (START WITH 10),
  total numeric GENERATED ALWAYS AS (price * qty) STORED,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  note text COLLATE "C",
  data jsonb DEFAULT '{}'::jsonb,
  e text DEFAULT E'it\\'s'
);`,
      { dialect: 'postgresql' },
    );
    const t = tables[0];
    expect(t.tableName).toBe('Users');
    expect(field(t, 'Id')).toMatchObject({
      sqlType: 'bigint',
      autoIncrement: true,
      primaryKey: true,
    });
    expect(field(t, 'n')).toMatchObject({ sqlType: 'int', autoIncrement: true, nullable: false });
    expect(field(t, 's')).toMatchObject({ sqlType: 'smallint', autoIncrement: true });
    expect(field(t, 'g')).toMatchObject({ sqlType: 'int', autoIncrement: true });
    expect(field(t, 'total')).toMatchObject({ sqlType: 'numeric', autoIncrement: false });
    expect(field(t, 'createdAt')).toMatchObject({ sqlType: 'timestamptz', defaultValue: 'now()' });
    expect(field(t, 'note').sqlType).toBe('text');
    expect(field(t, 'data').defaultValue).toBe('{}');
    expect(field(t, 'e').defaultValue).toBe("it's");
  });

  it("skips INHERITS partitions without columns and gives other children their parents' columns", () => {
    const { tables, diagnostics } = readSql(
      `CREATE TABLE payment (
    payment_id integer DEFAULT nextval('payment_payment_id_seq'::regclass) NOT NULL,
    amount numeric(5,2) NOT NULL
);
CREATE TABLE payment_p2015_01 (
    CONSTRAINT payment_p2015_01_payment_date_check CHECK (((payment_date >= '2015-01-01 00:00:00'::timestamp without time zone)))
)
INHERITS (payment);
CREATE TABLE capitals (state char(2)) INHERITS (payment);`,
      { dialect: 'postgresql' },
    );
    expect(diagnostics).toEqual([]);
    expect(tables.map((t) => t.tableName)).toEqual(['payment', 'capitals']);
    expect(tables[1].fields.map((f) => f.columnName)).toEqual(['payment_id', 'amount', 'state']);
  });

  it('skips nested block comments and dollar-quoted DO blocks', () => {
    const { tables, diagnostics } = readSql(
      `/* outer /* inner */ still comment; CREATE TABLE no (x int) */
DO $do$ BEGIN CREATE TABLE nope (x int); END $do$;
CREATE TABLE yes (x int);`,
      { dialect: 'postgresql' },
    );
    expect(diagnostics).toEqual([]);
    expect(tables.map((t) => t.tableName)).toEqual(['yes']);
  });
});
