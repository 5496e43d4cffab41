package ceremony

// The default lists of part 1 §9: a civil ceremony needs 7 documents and 7 tasks, a religious
// one 7 and 7, and 'both' the civil lists followed by the religious ones. No text repeats across
// the lists, so 'both' has no duplicates either.
var (
	civilDocuments = []string{
		"Certidão de nascimento atualizada de cada noivo",
		"RG e CPF dos noivos (originais e cópias)",
		"Comprovante de residência dos noivos",
		"RG e CPF de duas testemunhas maiores de idade",
		"Declaração das testemunhas (modelo do cartório)",
		"Escritura de pacto antenupcial (se o regime não for comunhão parcial)",
		"Confirmar os documentos com o cartório 30 dias antes",
	}
	civilTasks = []string{
		"Escolher o cartório de registro civil",
		"Agendar a habilitação de casamento no cartório",
		"Definir o regime de bens",
		"Escolher as duas testemunhas",
		"Pagar as taxas do cartório",
		"Acompanhar a publicação dos proclamas",
		"Agendar a data e o horário do casamento civil",
	}
	religiousDocuments = []string{
		"Certidão de batismo atualizada dos noivos (para fins de casamento)",
		"Certidão de crisma (se a paróquia exigir)",
		"Certificado do curso de noivos",
		"Certidão de habilitação do casamento civil",
		"Proclamas publicados na paróquia",
		"RG e CPF dos padrinhos",
		"Licença da paróquia de origem (se casarem em outra paróquia)",
	}
	religiousTasks = []string{
		"Reservar a data na igreja ou paróquia",
		"Fazer a inscrição no curso de noivos",
		"Agendar a entrevista com o padre ou celebrante",
		"Escolher os padrinhos",
		"Escolher as músicas e as leituras da cerimônia",
		"Contratar o coral ou os músicos da cerimônia",
		"Agendar o ensaio da cerimônia",
	}
)

// DefaultLists returns fresh copies of the documents and tasks a ceremony of type t starts with.
func DefaultLists(t Type) (documents, tasks []string) {
	switch t {
	case Civil:
		return clone(civilDocuments), clone(civilTasks)
	case Religious:
		return clone(religiousDocuments), clone(religiousTasks)
	case Both:
		return append(clone(civilDocuments), religiousDocuments...), append(clone(civilTasks), religiousTasks...)
	}
	return []string{}, []string{}
}

func clone(s []string) []string { return append([]string(nil), s...) }
